import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { strongPassword, uniqueEmail, uniqueName } from '../../test/factories.js';

let withMailbox: TestApp;
let withoutMailbox: TestApp;
beforeAll(async () => {
  withMailbox = await buildTestApp({ DEV_MAILBOX: '1' });
  withoutMailbox = await buildTestApp();
});
afterAll(async () => {
  await withMailbox.close();
  await withoutMailbox.close();
});

describe('/dev/mailbox', () => {
  it('lists the outbox, newest first, as a page and as JSON, when DEV_MAILBOX=1', async () => {
    const email = uniqueEmail('outbox');
    await withMailbox.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: uniqueName('Outbox Reader <b>'), email, dob: '1990-01-01', password: strongPassword },
    });
    const json = await withMailbox.app.inject({ method: 'GET', url: `/dev/mailbox.json?to=${encodeURIComponent(email)}` });
    expect(json.json().msg).toEqual([expect.objectContaining({ to: email, subject: 'Activate your Creds account' })]);

    const page = await withMailbox.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Activate your Creds account');
    expect(page.body).toMatch(/<a href="http:\/\/localhost:3000\/account-activate\?update_token=/);
    expect(page.body).not.toContain('<b>');
  });

  it('does not exist otherwise', async () => {
    expect((await withoutMailbox.app.inject({ method: 'GET', url: '/dev/mailbox.json' })).statusCode).toBe(404);
  });
});
