import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { createUser, mailsTo, sessionCookieOf, signIn } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const getProfile = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/service/get-account-details', headers: { cookie } });
const updateProfile = (cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/service/account-details-update', headers: { cookie }, payload });
const changePassword = (cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/service/change-password', headers: { cookie }, payload });

describe('profile', () => {
  it('shows the signed-in user their own profile, without secrets', async () => {
    const user = await createUser(t.database.db, { role: 'reviewer', dob: '1985-03-04' });
    const response = await getProfile(await signIn(t.app, user));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      msg: {
        username: user.username,
        email: user.email,
        dob: '1985-03-04',
        role: 'reviewer',
        city: null,
        state: null,
        country: null,
        educationInstitute: null,
        majors: null,
      },
    });
    expect(response.body).not.toMatch(/argon2|hash|token/i);
  });

  it('updates the editable fields, and only those', async () => {
    const user = await createUser(t.database.db);
    const cookie = await signIn(t.app, user);
    const response = await updateProfile(cookie, {
      city: 'San Antonio',
      state: 'Texas',
      country: 'United States',
      educationInstitute: "St. Mary's University (School of Science)",
      majors: 'Computer Science, Mathematics',
      username: 'Someone Else',
      email: 'hijack@example.test',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ msg: 'Profile updated successfully.' });
    const profile = (await getProfile(cookie)).json().msg;
    expect(profile).toMatchObject({ username: user.username, email: user.email, city: 'San Antonio', country: 'United States' });

    await updateProfile(cookie, { city: '' });
    expect((await getProfile(cookie)).json().msg.city).toBeNull();
  });

  it('one user\'s session never reaches another user\'s profile', async () => {
    const alice = await createUser(t.database.db);
    const bob = await createUser(t.database.db);
    await updateProfile(await signIn(t.app, bob), { city: 'Austin' });
    const aliceView = await getProfile(await signIn(t.app, alice));
    expect(aliceView.json().msg.email).toBe(alice.email);
    expect(aliceView.body).not.toContain(bob.email);
  });

  it.each([
    [{ city: 'Dallas 75' }, 'city', 'City can only contain letters and spaces'],
    [{ state: 'x'.repeat(65) }, 'state', 'State must be at most 64 characters'],
    [{ country: 'Atlantis' }, 'country', 'Choose a country from the list'],
    [{ majors: 'C++ & Rust' }, 'majors', "Majors can only contain letters, digits, spaces and . , ' ( ) -"],
  ])('refuses %j with the field message', async (payload, field, message) => {
    const cookie = await signIn(t.app, await createUser(t.database.db));
    const response = await updateProfile(cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
  });
});

describe('change password', () => {
  it('refuses a wrong current password on its field', async () => {
    const user = await createUser(t.database.db);
    const response = await changePassword(await signIn(t.app, user), {
      currentPassword: 'Not!TheRight1',
      newPassword: 'N3w!Password',
      newPasswordConfirm: 'N3w!Password',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ currentPassword: 'Your current password is incorrect.' });
  });

  it('checks the new password with the spec messages', async () => {
    const user = await createUser(t.database.db);
    const cookie = await signIn(t.app, user);
    const mismatch = await changePassword(cookie, { currentPassword: user.password, newPassword: 'N3w!Password', newPasswordConfirm: 'N3w!Passwor' });
    expect(mismatch.json().fields).toEqual({ newPasswordConfirm: 'Passwords must match' });
    const missing = await changePassword(cookie, { currentPassword: '', newPassword: 'short', newPasswordConfirm: '' });
    expect(missing.json().fields).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'Password must be at least 8 characters',
      newPasswordConfirm: 'Please confirm your new password',
    });
  });

  it('ends every session, gives this browser a new one, and tells the user by mail', async () => {
    const user = await createUser(t.database.db);
    const otherDevice = await signIn(t.app, user);
    const thisBrowser = await signIn(t.app, user);
    const response = await changePassword(thisBrowser, {
      currentPassword: user.password,
      newPassword: 'N3w!Password',
      newPasswordConfirm: 'N3w!Password',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ msg: 'Password changed successfully. You stay signed in here; other devices have been signed out.' });
    const renewed = sessionCookieOf(response);

    expect((await getProfile(otherDevice)).statusCode).toBe(401);
    expect((await getProfile(thisBrowser)).statusCode).toBe(401);
    expect((await getProfile(renewed)).statusCode).toBe(200);
    const [mail] = await mailsTo(t.database.db, user.email);
    expect(mail!.subject).toBe('Your Creds password was changed');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'N3w!Password' } })).statusCode,
    ).toBe(200);
  });
});
