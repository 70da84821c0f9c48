import { accountMessages } from '@creds/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, clientEvents, users } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { activationTokenIn, createUser, mailsTo, sessionCookieOf, strongPassword, uniqueEmail, uniqueName } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const register = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
const validRegistration = () => ({ username: uniqueName('Ada Lovelace'), email: uniqueEmail('ada'), dob: '1990-12-10', password: strongPassword });
const activate = (token: string) =>
  t.app.inject({ method: 'PATCH', url: '/api/service/account-status-update', payload: { update_token: token } });

function isoDateYearsAgo(years: number, dayOffset = 0): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setDate(date.getDate() + dayOffset);
  return date.toISOString().slice(0, 10);
}

describe('POST /api/auth/register', () => {
  it('creates an inactive account with an argon2id hash and mails an activation link', async () => {
    const input = validRegistration();
    const response = await register({ ...input, email: input.email.toUpperCase() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: '200', msg: expect.stringContaining('Registration successful') });
    expect(response.body).not.toMatch(/argon2|password/i);

    const [user] = await t.database.db.select().from(users).where(eq(users.email, input.email));
    expect(user).toMatchObject({ status: 'pending', role: 'user', username: input.username, dob: '1990-12-10' });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);

    const [mail] = await mailsTo(t.database.db, input.email);
    expect(mail!.subject).toBe('Activate your Creds account');
    expect(mail!.text).toContain(`${t.config.publicUrl}/account-activate?update_token=`);
    expect(mail!.html).toContain('Activate my account');
  });

  it('refuses a second account for the same e-mail, whatever its case, and keeps one', async () => {
    const input = validRegistration();
    expect((await register(input)).statusCode).toBe(200);
    const again = await register({ ...validRegistration(), email: input.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('An account with this email already exists. Sign in, or use Forgot password if you cannot.');
    expect(again.json().fields).toEqual({ email: again.json().msg });
    expect(await t.database.db.select().from(users).where(eq(users.email, input.email))).toHaveLength(1);
  });

  it('registers two people of the same name (the e-mail address tells them apart)', async () => {
    const input = validRegistration();
    expect((await register(input)).statusCode).toBe(200);
    const namesake = { ...validRegistration(), username: input.username.toLowerCase() };
    expect((await register(namesake)).statusCode).toBe(200);
    expect(await t.database.db.select().from(users).where(eq(users.email, namesake.email.toLowerCase()))).toHaveLength(1);
  });

  it.each([
    ['username', '', 'Username is required'],
    ['username', 'Al', 'Name is too short'],
    ['username', 'x'.repeat(65), 'Name can only be 64 characters long'],
    ['email', '', 'Email is required'],
    ['email', 'ada@', 'Invalid email format'],
    ['email', `${'a'.repeat(95)}@x.com`, 'Email must be at most 100 characters'],
    ['dob', '', 'Date of Birth is required'],
    ['dob', '1949-12-31', 'Date cannot be before 1950'],
    ['dob', '2999-01-01', 'Date cannot be in the future'],
    ['dob', '1990-02-30', 'Invalid date specified'],
    ['dob', isoDateYearsAgo(18, 1), 'You must be at least 18 years old to register'],
    ['password', '', 'Password is required'],
    ['password', 'Aa1!', 'Password must be at least 8 characters'],
    ['password', `Aa1!${'x'.repeat(29)}`, 'Password must be at most 32 characters'],
    ['password', 'lower1!case', 'Password must contain at least one uppercase letter'],
    ['password', 'UPPER1!CASE', 'Password must contain at least one lowercase letter'],
    ['password', 'NoDigits!!', 'Password must contain at least one number'],
    ['password', 'NoSpecial12', 'Password must contain at least one special character'],
  ])('answers 400 for %s %j: "%s", and creates nothing', async (field, value, message) => {
    const input = { ...validRegistration(), [field]: value };
    const response = await register(input);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
    expect(await t.database.db.select().from(users).where(eq(users.email, String(input.email).toLowerCase()))).toHaveLength(0);
  });

  it('accepts someone who turned 18 today', async () => {
    expect((await register({ ...validRegistration(), dob: isoDateYearsAgo(18) })).statusCode).toBe(200);
  });
});

describe('GET /api/auth/valid-username/:username', () => {
  it('answers valid for a name that meets the rules, registered or not, and 400 with the rule a name breaks', async () => {
    const registered = await createUser(t.database.db, { username: 'Grace Hopper Registered' });
    const check = (name: string) => t.app.inject({ method: 'GET', url: `/api/auth/valid-username/${encodeURIComponent(name)}` });
    expect((await check(registered.username.toUpperCase())).json()).toEqual({ msg: { valid: true } });
    expect((await check('Someone Entirely New')).json()).toEqual({ msg: { valid: true } });
    const short = await check('ab');
    expect(short.statusCode).toBe(400);
    expect(short.json().msg).toBe('Name is too short');
  });
});

describe('activating an account', () => {
  async function registerAndGetToken() {
    const input = validRegistration();
    await register(input);
    const [mail] = await mailsTo(t.database.db, input.email);
    return { input, token: activationTokenIn(mail!.text) };
  }

  it('activates with the mailed link, signs the user in, and the link works only once', async () => {
    const { input, token } = await registerAndGetToken();
    const response = await activate(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: '200',
      msg: { user: { id: expect.any(String), username: input.username, email: input.email, role: 'user' } },
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: sessionCookieOf(response) } });
    expect(me.json().msg.currentUser.email).toBe(input.email);

    const again = await activate(token);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ code: 'TOKEN_USED', msg: expect.stringMatching(/already been used/) });
  });

  it('refuses an expired link (48 hours) and an unknown one', async () => {
    const { token } = await registerAndGetToken();
    await t.database.db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(accountTokens.purpose, 'activation'));
    const expired = await activate(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('TOKEN_EXPIRED');

    const unknown = await activate('not-a-real-token');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('TOKEN_INVALID');
  });

  it('stores only a hash of the token and sets it to expire after 48 hours', async () => {
    const { token } = await registerAndGetToken();
    const rows = await t.database.db.select().from(accountTokens).where(eq(accountTokens.purpose, 'activation'));
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    const newest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;
    const hours = (newest.expiresAt.getTime() - newest.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(48, 1);
  });

  it('refuses to sign in before activation, with a clear message, and a resent link replaces the old one', async () => {
    const { input, token: firstToken } = await registerAndGetToken();
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: input.email, password: input.password } });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ code: 'ACCOUNT_NOT_ACTIVATED', msg: expect.stringMatching(/not activated yet/) });

    const resend = await t.app.inject({ method: 'POST', url: '/api/auth/resend-activation', payload: { email: input.email } });
    expect(resend.statusCode).toBe(200);
    const [newest] = await mailsTo(t.database.db, input.email);
    const secondToken = activationTokenIn(newest!.text);
    expect(secondToken).not.toBe(firstToken);
    expect((await activate(firstToken)).json().code).toBe('TOKEN_INVALID');
    expect((await activate(secondToken)).statusCode).toBe(200);
  });

  it('answers a resend for an unknown e-mail exactly as for a known one, and limits resends to 5 an hour', async () => {
    const { input } = await registerAndGetToken();
    const known = await t.app.inject({ method: 'POST', url: '/api/auth/resend-activation', payload: { email: input.email } });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/auth/resend-activation', payload: { email: uniqueEmail('nobody') } });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);

    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await t.app.inject({ method: 'POST', url: '/api/auth/resend-activation', payload: { email: input.email } })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});

describe('POST /api/events/registration-complete', () => {
  it('records the event', async () => {
    const email = uniqueEmail('event');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/events/registration-complete',
      payload: { email, client_user_agent: 'Test Browser 1.0' },
    });
    expect(response.statusCode).toBe(200);
    const [event] = await t.database.db.select().from(clientEvents).where(eq(clientEvents.email, email));
    expect(event).toMatchObject({ name: 'registration-complete', userAgent: 'Test Browser 1.0' });
  });
});

it('uses the spec texts for its notices', () => {
  expect(accountMessages.activationSuccess).toBe('Account Activation Successful');
});

describe('BOOTSTRAP_ADMIN_EMAIL', () => {
  it('makes the account of that address an admin when it is activated, and no other', async () => {
    const bootstrap = await buildTestApp({ BOOTSTRAP_ADMIN_EMAIL: 'Founder@Example.test' });
    try {
      const registerAt = (email: string) =>
        bootstrap.app.inject({ method: 'POST', url: '/api/auth/register', payload: { ...validRegistration(), email } });
      const activateFor = async (email: string) => {
        const [mail] = await mailsTo(bootstrap.database.db, email);
        return bootstrap.app.inject({ method: 'PATCH', url: '/api/service/account-status-update', payload: { update_token: activationTokenIn(mail!.text) } });
      };
      await registerAt('founder@example.test');
      await registerAt('someone@example.test');
      expect((await activateFor('founder@example.test')).json().msg.user.role).toBe('admin');
      expect((await activateFor('someone@example.test')).json().msg.user.role).toBe('user');
    } finally {
      await bootstrap.close();
    }
  });
});
