import type * as Argon2 from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions } from '../../db/schema.js';
import { sha256 } from '../../lib/secrets.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { createUser, sessionCookieOf, signIn, uniqueEmail } from '../../test/factories.js';
import { limits } from './account-deps.js';

// Counts argon2 verifications (calling through to the real one) to compare the work of two paths.
const argon2Verify = vi.hoisted(() => vi.fn());
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const original = await importOriginal<typeof Argon2>();
  argon2Verify.mockImplementation(original.verify);
  return { ...original, verify: argon2Verify };
});

let t: TestApp;
let ipSequence = 0;
/** Each test signs in from its own address, so the per-IP limit of one test never touches another. */
const nextIp = () => `10.0.${Math.floor(++ipSequence / 250)}.${ipSequence % 250}`;

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'http://creds.test' });
});
afterAll(() => t.close());

const login = (payload: Record<string, unknown>, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });
const me = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: cookie ? { cookie } : {} });
const profile = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/service/get-account-details', headers: cookie ? { cookie } : {} });

describe('POST /api/auth/login', () => {
  it('signs in with the right password and answers msg.user without secrets', async () => {
    const user = await createUser(t.database.db);
    const response = await login({ email: user.email.toUpperCase(), password: user.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ msg: { user: { id: user.id, username: user.username, email: user.email, role: 'user' } } });
    const cookie = response.cookies.find((c) => c.name === 'creds_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.maxAge).toBeUndefined();
    expect((await me(sessionCookieOf(response))).json().msg.currentUser.id).toBe(user.id);
  });

  it('keeps a Remember me session for 30 days, a plain one for the browser session and 12 hours idle', async () => {
    const user = await createUser(t.database.db);
    const remembered = await login({ email: user.email, password: user.password, rememberMe: true });
    expect(remembered.cookies.find((c) => c.name === 'creds_session')!.maxAge).toBe(30 * 24 * 60 * 60);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const byPersistence = Object.fromEntries(rows.map((row) => [String(row.persistent), row]));
    const days = (byPersistence.true!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);

    await login({ email: user.email, password: user.password, rememberMe: false });
    const [plain] = await t.database.db.select().from(sessions).where(eq(sessions.persistent, false));
    const hours = (plain!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
  });

  it('ends a browser-session session after 12 hours idle', async () => {
    const user = await createUser(t.database.db);
    const cookie = await signIn(t.app, user, { remoteAddress: nextIp() });
    const token = cookie.split('=')[1]!;
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000), lastSeenAt: new Date(Date.now() - 12 * 3_600_000 - 1000) })
      .where(eq(sessions.tokenHash, sha256(token)));
    expect((await me(cookie)).json()).toEqual({ msg: { currentUser: null } });
  });

  it('stores only a hash of the session token and issues a new one on every sign-in', async () => {
    const user = await createUser(t.database.db);
    const first = await signIn(t.app, user, { remoteAddress: nextIp() });
    const second = await signIn(t.app, user, { remoteAddress: nextIp() });
    expect(first).not.toBe(second);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.map((row) => row.tokenHash)).not.toContain(first.split('=')[1]);
    expect(rows.map((row) => row.tokenHash)).toContain(sha256(first.split('=')[1]!));
  });

  it('signing in again from the same browser ends the session it had', async () => {
    const user = await createUser(t.database.db);
    const old = await signIn(t.app, user, { remoteAddress: nextIp() });
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: old },
      payload: { email: user.email, password: user.password },
      remoteAddress: nextIp(),
    });
    expect(renewed.statusCode).toBe(200);
    expect((await me(old)).json().msg.currentUser).toBeNull();
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const user = await createUser(t.database.db);
    const wrong = await login({ email: user.email, password: 'Wrong!Passw0rd' });
    const unknown = await login({ email: uniqueEmail('nobody'), password: 'Wrong!Passw0rd' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ msg: 'Failed to login. The email or password is incorrect.', code: 'INVALID_CREDENTIALS' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
  });

  it('spends the same hash work on an unknown e-mail as on a wrong password', async () => {
    const user = await createUser(t.database.db);
    await login({ email: uniqueEmail('warm-up'), password: 'Wrong!Passw0rd' });
    const verificationsFor = async (email: string) => {
      argon2Verify.mockClear();
      await login({ email, password: 'Wrong!Passw0rd' });
      return argon2Verify.mock.calls.length;
    };
    expect(await verificationsFor(user.email)).toBe(1);
    expect(await verificationsFor(uniqueEmail('ghost'))).toBe(1);
  });

  it('refuses a suspended account', async () => {
    const user = await createUser(t.database.db, { status: 'suspended' });
    const response = await login({ email: user.email, password: user.password });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('ACCOUNT_SUSPENDED');
  });

  it('limits failed sign-ins on an account to 10 per 15 minutes from one address; its owner elsewhere still signs in', async () => {
    const user = await createUser(t.database.db);
    const guesser = nextIp();
    for (let i = 0; i < 10; i++) {
      expect((await login({ email: user.email, password: 'Wrong!Passw0rd' }, guesser)).statusCode).toBe(401);
    }
    const limited = await login({ email: user.email, password: user.password }, guesser);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().msg).toMatch(/^Too many sign-in attempts\. Please try again in \d+ minutes\.$/);
    expect((await login({ email: user.email, password: user.password }, nextIp())).statusCode).toBe(200);
  });

  it('limits failed sign-ins on an account to 100 per 15 minutes across addresses', async () => {
    const user = await createUser(t.database.db);
    for (let i = 0; i < limits.signInPerAccount.max; i++) {
      await login({ email: user.email, password: 'Wrong!Passw0rd' }, nextIp());
    }
    expect((await login({ email: user.email, password: user.password }, nextIp())).statusCode).toBe(429);
  });

  it('limits failed sign-ins to 50 per 15 minutes per IP, across accounts', async () => {
    const ip = nextIp();
    for (let i = 0; i < limits.signInPerIp.max; i++) {
      await login({ email: uniqueEmail('spray'), password: 'Wrong!Passw0rd' }, ip);
    }
    const user = await createUser(t.database.db);
    expect(limits.signInPerIp.max).toBe(50);
    expect((await login({ email: user.email, password: user.password }, ip)).statusCode).toBe(429);
    expect((await login({ email: user.email, password: user.password }, nextIp())).statusCode).toBe(200);
  });

  it('answers bad input with the field messages', async () => {
    const response = await login({ email: 'not-an-email', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ email: 'Invalid email format', password: 'Password is required' });
  });
});

describe('the session', () => {
  it('GET /api/auth/me answers null for a visitor', async () => {
    expect((await me()).json()).toEqual({ msg: { currentUser: null } });
  });

  it('a signed-in-only call without a session answers 401 with the plain text Unauthorized', async () => {
    const response = await profile();
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('Unauthorized');
  });

  it('POST /api/auth/validate-session confirms a live session and refuses a dead one', async () => {
    const user = await createUser(t.database.db);
    const cookie = await signIn(t.app, user, { remoteAddress: nextIp() });
    const valid = await t.app.inject({ method: 'POST', url: '/api/auth/validate-session', headers: { cookie } });
    expect(valid.statusCode).toBe(200);
    expect(valid.json().msg.currentUser.id).toBe(user.id);
    const dead = await t.app.inject({ method: 'POST', url: '/api/auth/validate-session', headers: { cookie: 'creds_session=forged' } });
    expect(dead.statusCode).toBe(401);
    expect(dead.json().msg).toBe('Your session has expired. Please sign in again.');
  });

  it('sign-out ends the session on the server, not only in the browser', async () => {
    const user = await createUser(t.database.db);
    const cookie = await signIn(t.app, user, { remoteAddress: nextIp() });
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies.find((c) => c.name === 'creds_session')?.value).toBe('');
    expect((await profile(cookie)).statusCode).toBe(401);
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing request with our cookie from another origin', async () => {
    const user = await createUser(t.database.db);
    const cookie = await signIn(t.app, user, { remoteAddress: nextIp() });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().msg).toBe('This request came from another site and was refused.');
    expect((await profile(cookie)).statusCode).toBe(200);

    const fetchMetadata = await t.app.inject({
      method: 'PUT',
      url: '/api/service/account-details-update',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
      payload: { city: 'Nowhere' },
    });
    expect(fetchMetadata.statusCode).toBe(403);
  });

  it('accepts the same request from the app itself', async () => {
    const user = await createUser(t.database.db);
    const cookie = await signIn(t.app, user, { remoteAddress: nextIp() });
    const fromPublicUrl = await t.app.inject({
      method: 'PUT',
      url: '/api/service/account-details-update',
      headers: { cookie, origin: 'http://creds.test', 'sec-fetch-site': 'same-origin' },
      payload: { city: 'Dallas' },
    });
    expect(fromPublicUrl.statusCode).toBe(200);
  });
});
