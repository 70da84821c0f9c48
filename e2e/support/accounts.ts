import { expect, type APIRequestContext } from '@playwright/test';
import { activationTokenOf, waitForMail } from './mailbox.js';

export interface TestAccount {
  username: string;
  email: string;
  password: string;
}

/** A person no other test uses: unique name and e-mail, a password that meets every rule. */
export function newAccount(label = 'user'): TestAccount {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return {
    username: `E2E ${label} ${suffix}`,
    email: `e2e-${label}-${suffix}@example.com`,
    password: `Creds#${suffix.slice(-6)}A1`,
  };
}

/**
 * Registers and activates an account through the API. Activation signs in, so with `page.request`
 * the page's browser context is signed in as this user.
 */
export async function createActiveAccount(request: APIRequestContext, label = 'user'): Promise<TestAccount> {
  const account = newAccount(label);
  const registered = await request.post('/api/auth/register', {
    data: { username: account.username, email: account.email, dob: '1990-03-05', password: account.password },
  });
  expect(registered.ok(), await registered.text()).toBe(true);

  const token = activationTokenOf(await waitForMail(request, account.email, 'Activate'));
  const activated = await request.patch('/api/service/account-status-update', { data: { update_token: token } });
  expect(activated.ok(), await activated.text()).toBe(true);
  return account;
}
