import { expect, type APIRequestContext } from '@playwright/test';

/** Registers, activates (through the dev mailbox) and so signs in a new user in this page's context. */
export async function signInNewUser(request: APIRequestContext, baseURL: string, name = `visitor${Math.floor(Math.random() * 1e9)}`) {
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}${Math.floor(Math.random() * 1e6)}@example.com`;
  const headers = { origin: baseURL };
  const registered = await request.post('/api/auth/register', {
    headers,
    data: { username: name, email, dob: '1990-04-12', password: 'Sunflower-Meadow-42' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const mailbox = (await (await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as {
    msg: { text: string }[];
  };
  const token = /update_token=([^\s&]+)/.exec(mailbox.msg[0]?.text ?? '')?.[1];
  expect(token).toBeTruthy();
  const activated = await request.patch('/api/service/account-status-update', {
    headers,
    data: { update_token: decodeURIComponent(token!) },
  });
  expect(activated.ok(), await activated.text()).toBe(true);
}
