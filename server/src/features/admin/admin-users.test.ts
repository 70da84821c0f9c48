import { searchMaxLength, userRoleMessages } from '@creds/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { createUser, mailsTo, signIn, type TestUser } from '../../test/factories.js';

let t: TestApp;
let admin: TestUser;
let adminCookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.database.db, { role: 'admin' });
  adminCookie = await signIn(t.app, admin);
});
afterAll(() => t.close());

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const changeRole = (id: string, payload: object, cookie = adminCookie) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/users/${id}/role`, headers: { cookie }, payload });
const roleOf = async (id: string) => (await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;

describe('searching users', () => {
  it('takes % and _ literally', async () => {
    const underscored = await createUser(t.database.db, { username: 'Snake_Case Person' });
    const percent = await createUser(t.database.db, { username: 'Hundred% Person' });
    const search = async (text: string) =>
      (await get(`/api/admin/users?search=${encodeURIComponent(text)}`, adminCookie)).json().msg.data.map((row: { id: string }) => row.id);
    expect(await search('_')).toEqual([underscored.id]);
    expect(await search('%')).toEqual([percent.id]);
    expect(await search('e_c')).toEqual([underscored.id]);
  });

  it(`accepts a search of ${searchMaxLength} characters and refuses a longer one`, async () => {
    expect((await get(`/api/admin/users?search=${'a'.repeat(searchMaxLength)}`, adminCookie)).statusCode).toBe(200);
    expect((await get(`/api/admin/users?search=${'a'.repeat(searchMaxLength + 1)}`, adminCookie)).statusCode).toBe(400);
  });
});

describe('changing a role', () => {
  it('refuses a change made on a stale page: the role changed since the admin loaded it', async () => {
    const person = await createUser(t.database.db, { role: 'reviewer' });
    expect((await changeRole(person.id, { role: 'admin', expectedRole: 'reviewer' })).statusCode).toBe(200);

    // A second admin, whose page still shows Reviewer, picks User.
    const stale = await changeRole(person.id, { role: 'user', expectedRole: 'reviewer' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe(userRoleMessages.changedSince(person.username, 'admin'));
    expect(await roleOf(person.id)).toBe('admin');
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.subjectId, person.id));
    expect(entries.map((entry) => entry.details)).toEqual([expect.objectContaining({ before: 'reviewer', after: 'admin' })]);
  });

  it('needs the role the admin saw', async () => {
    const person = await createUser(t.database.db);
    const response = await changeRole(person.id, { role: 'reviewer' });
    expect(response.statusCode).toBe(400);
    expect(await roleOf(person.id)).toBe('user');
  });

  it('mails the person, and tells their next request why they were signed out', async () => {
    const person = await createUser(t.database.db, { username: 'Promoted Person' });
    const personCookie = await signIn(t.app, person);
    expect((await changeRole(person.id, { role: 'reviewer', expectedRole: 'user' })).statusCode).toBe(200);

    const [mail] = await mailsTo(t.database.db, person.email);
    expect(mail?.subject).toMatch(/role is now Reviewer/);
    expect(mail?.text).toContain('from User to Reviewer');
    expect(mail?.text).toContain(`${t.config.publicUrl}/login`);

    const next = await get('/api/service/get-account-details', personCookie);
    expect(next.statusCode).toBe(401);
    expect(next.body).toBe('Unauthorized');
    const validate = () => t.app.inject({ method: 'POST', url: '/api/auth/validate-session', headers: { cookie: personCookie } });
    const told = await validate();
    expect(told.statusCode).toBe(401);
    expect(told.json().msg).toBe(userRoleMessages.signedOut('reviewer'));
    // Said once; the browser's cookie is cleared with it.
    expect((await validate()).json().msg).toBe('Your session has expired. Please sign in again.');

    // Signing in again starts a session with the new role.
    const again = await signIn(t.app, person);
    expect((await get('/api/auth/me', again)).json().msg.currentUser.role).toBe('reviewer');
  });

  it('lets an admin give up their own role while another admin remains, signing them out', async () => {
    const leaving = await createUser(t.database.db, { role: 'admin' });
    const cookie = await signIn(t.app, leaving);
    expect((await changeRole(leaving.id, { role: 'reviewer', expectedRole: 'admin' }, cookie)).statusCode).toBe(200);
    expect(await roleOf(leaving.id)).toBe('reviewer');
    expect((await get('/api/auth/me', cookie)).json().msg.currentUser).toBeNull();
  });

  it('never removes the last admin', async () => {
    const only = await buildTestApp();
    try {
      const onlyAdmin = await createUser(only.database.db, { role: 'admin' });
      const cookie = await signIn(only.app, onlyAdmin);
      const stepDown = await only.app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${onlyAdmin.id}/role`,
        headers: { cookie },
        payload: { role: 'user', expectedRole: 'admin' },
      });
      expect(stepDown.statusCode).toBe(409);
      expect(stepDown.json().msg).toBe(userRoleMessages.lastAdmin);
      expect((await only.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json().msg.currentUser.role).toBe('admin');
    } finally {
      await only.close();
    }
  });
});
