import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, users } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { createUser, mailsTo, resetCodeIn, signIn, uniqueEmail, type TestUser } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, payload });
const forgot = (email: string) => post('/api/auth/forgot-password', { email });
const verify = (email: string, auth_code: string) => post('/api/email/verify-code', { email, auth_code });
const reset = (email: string, auth_code: string, password: string) =>
  post('/api/service/password-reset', { email, auth_code, password });

async function codeFor(user: TestUser): Promise<string> {
  expect((await forgot(user.email)).statusCode).toBe(200);
  const [mail] = await mailsTo(t.database.db, user.email);
  return resetCodeIn(mail!.text);
}

/** A code of the right shape that is certainly not the mailed one. */
const otherCode = (code: string) => (code.startsWith('A') ? 'B' : 'A') + code.slice(1);

describe('forgot password', () => {
  it('answers step 1 the same whether or not the e-mail has an account', async () => {
    const user = await createUser(t.database.db);
    const known = await forgot(user.email);
    const unknown = await forgot(uniqueEmail('nobody'));
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ msg: 'Check your email for the verification code!' });
    expect(unknown.body).toBe(known.body);
  });

  it('mails an 8-character code, stored only as an argon2id hash, valid for 15 minutes', async () => {
    const user = await createUser(t.database.db);
    const code = await codeFor(user);
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    const [token] = await t.database.db
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, user.id), eq(accountTokens.purpose, 'password_reset')));
    expect(token!.tokenHash).toMatch(/^\$argon2id\$/);
    expect(token!.tokenHash).not.toContain(code);
    expect((token!.expiresAt.getTime() - token!.createdAt.getTime()) / 60_000).toBeCloseTo(15, 1);
  });

  it('walks the three steps: the code checks out, the password changes, every session ends', async () => {
    const user = await createUser(t.database.db);
    const otherDevice = await signIn(t.app, user);
    const code = await codeFor(user);

    expect((await verify(user.email, code.toLowerCase())).statusCode).toBe(200);
    // The spec's other path for the same check answers alike.
    const patched = await t.app.inject({ method: 'PATCH', url: '/api/service/auth-code-verify', payload: { email: user.email, auth_code: code } });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toEqual((await verify(user.email, code)).json());
    const wrongPatch = await t.app.inject({ method: 'PATCH', url: '/api/service/auth-code-verify', payload: { email: user.email, auth_code: otherCode(code) } });
    expect(wrongPatch.statusCode).toBe(400);
    const done = await reset(user.email, code, 'N3w!Password');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ msg: 'Password reset successfully!' });

    const profile = await t.app.inject({ method: 'GET', url: '/api/service/get-account-details', headers: { cookie: otherDevice } });
    expect(profile.statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: user.email, password: user.password })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: user.email, password: 'N3w!Password' })).statusCode).toBe(200);

    const reused = await reset(user.email, code, 'An0ther!Password');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().msg).toBe('The verification code is incorrect.');
  });

  it('allows 5 wrong tries per code; after them even the right code is refused', async () => {
    const user = await createUser(t.database.db);
    const code = await codeFor(user);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await verify(user.email, otherCode(code))).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const right = await verify(user.email, code);
    expect(right.statusCode).toBe(429);
    expect(right.json().msg).toBe('Too many wrong codes were entered. Request a new code.');
    expect((await reset(user.email, code, 'N3w!Password')).statusCode).toBe(429);
  });

  it('refuses an expired code', async () => {
    const user = await createUser(t.database.db);
    const code = await codeFor(user);
    await t.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, user.id));
    const response = await verify(user.email, code);
    expect(response.statusCode).toBe(410);
    expect(response.json().msg).toBe('This verification code has expired. Request a new code.');
  });

  it('sets the password once when the same reset is sent twice at once, telling the other that the code was used', async () => {
    const user = await createUser(t.database.db);
    const code = await codeFor(user);
    const answers = await Promise.all([reset(user.email, code, 'N3w!Password'), reset(user.email, code, 'N3w!Password')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 410]);
    const refused = answers.find((answer) => answer.statusCode === 410)!;
    expect(refused.json()).toMatchObject({ code: 'TOKEN_USED', msg: 'This verification code has already been used. Sign in with your new password, or request a new code.' });
  });

  it('a new code replaces the previous one', async () => {
    const user = await createUser(t.database.db);
    const first = await codeFor(user);
    const second = await codeFor(user);
    if (first !== second) expect((await verify(user.email, first)).statusCode).toBe(400);
    expect((await verify(user.email, second)).statusCode).toBe(200);
  });

  it('activates an account still waiting for activation, since the code proves the e-mail', async () => {
    const user = await createUser(t.database.db, { status: 'pending' });
    const code = await codeFor(user);
    expect((await reset(user.email, code, 'N3w!Password')).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.status).toBe('active');
  });

  it('limits codes to 5 an hour per e-mail, for addresses with and without an account', async () => {
    for (const email of [(await createUser(t.database.db)).email, uniqueEmail('nobody')]) {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await forgot(email)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    }
  });

  it('checks the inputs with the spec messages', async () => {
    expect((await verify('a@b.co', 'SHORT')).json().fields).toEqual({
      auth_code: 'Verification code must be exactly 8 characters',
    });
    expect((await reset('a@b.co', 'ABCDEFGH', 'weak')).json().fields.password).toBe('Password must be at least 8 characters');
    expect((await forgot('nope')).json().fields).toEqual({ email: 'Invalid email format' });
  });
});
