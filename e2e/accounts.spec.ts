import { expect, test, type Locator, type Page } from '@playwright/test';
import { createActiveAccount, newAccount } from './support/accounts.js';
import { activationTokenOf, resetCodeOf, waitForMail } from './support/mailbox.js';
import { collectConsoleErrors, expectNoAxeViolations, expectNoHorizontalScroll, notification, saveScreenshot } from './support/page-checks.js';

const sessionCookie = 'creds_session';
const dayMs = 24 * 60 * 60 * 1000;

/** A success or error notification (the layout's live regions). */

async function signIn(page: Page, email: string, password: string, { rememberMe = false } = {}) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (rememberMe) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Sign Out from the header's Account menu. */
async function signOutFromMenu(page: Page) {
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('link', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
}

test.describe('the account journey', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('register → activate → sign out → sign in with Remember me → change password → sign out → reset the password → sign in', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    // Failed calls are expected here (wrong passwords, a used link). The home page, where signing out
    // lands, belongs to another feature and is checked by its own spec.
    const consoleErrors = collectConsoleErrors(page, { ignoreOnPath: '/' });
    const account = newAccount('journey');
    const changedPassword = 'Changed#2468b';
    const resetPassword = 'Reset#13579c';

    // Register.
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Register your account' })).toBeVisible();
    await page.getByLabel('Full Name').fill(account.username);
    await page.getByLabel('Email Address').fill(account.email);
    await page.getByLabel('Date of Birth').fill('1990-03-05');
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm Password').fill(account.password);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(notification(page, 'Registration successful!')).toBeVisible();

    // Not activated yet: sign-in says so and offers a new link.
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const loginForm = page.getByRole('form', { name: 'Sign in' });
    await expect(loginForm.getByRole('alert')).toContainText('not activated');
    await expect(loginForm.getByRole('button', { name: 'Send a new activation link' })).toBeVisible();

    // Activate with the mailed link (only its token: the link's host is the server's PUBLIC_URL).
    const token = activationTokenOf(await waitForMail(request, account.email, 'Activate'));
    await page.goto(`/account-activate?update_token=${encodeURIComponent(token)}`);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(notification(page, 'Account Activation Successful')).toBeVisible();

    // Sign out.
    await signOutFromMenu(page);
    expect((await context.cookies()).find((cookie) => cookie.name === sessionCookie)).toBeUndefined();

    // Sign in with Remember me: a cookie that lasts about 30 days.
    await signIn(page, account.email, account.password, { rememberMe: true });
    const remembered = (await context.cookies()).find((cookie) => cookie.name === sessionCookie);
    expect(remembered?.httpOnly).toBe(true);
    expect(remembered?.sameSite).toBe('Lax');
    const lifetimeMs = (remembered?.expires ?? 0) * 1000 - Date.now();
    expect(lifetimeMs).toBeGreaterThan(29 * dayMs);
    expect(lifetimeMs).toBeLessThan(31 * dayMs);

    // Change the password in Settings → Security.
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: account.username })).toBeVisible();
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByLabel('Current Password').fill(account.password);
    await page.getByLabel('New Password', { exact: true }).fill(changedPassword);
    await page.getByLabel('Confirm New Password').fill(changedPassword);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(notification(page, 'Password changed successfully. You stay signed in here; other devices have been signed out.')).toBeVisible();
    // This browser keeps a session (a new one), still a remembered one.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: account.username })).toBeVisible();

    // Sign out through /logout.
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

    // Forgot password: the mailed code, then a new password.
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect(notification(page, 'Check your email for the verification code!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Verify Code' })).toBeVisible();
    // Once on the page (strict): the button shows "Verify" and is named "Verify Code".
    await expect(page.getByText('Verify Code')).toBeVisible();

    const code = resetCodeOf(await waitForMail(request, account.email, 'verification code'));
    await page.getByLabel('Verification Code').fill(code);
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Set Password' })).toBeVisible();
    await page.getByLabel('New Password').fill(resetPassword);
    await page.getByLabel('Confirm Password').fill(resetPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(notification(page, 'Password reset successfully!')).toBeVisible();

    // The old password no longer works; the new one does.
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(changedPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toHaveText('Failed to login. The email or password is incorrect.');
    await expect(notification(page, 'Failed to login. The email or password is incorrect.')).toBeVisible();

    await signIn(page, account.email, resetPassword);
    const session = (await context.cookies()).find((cookie) => cookie.name === sessionCookie);
    // Without Remember me the cookie ends with the browser session.
    expect(session?.expires).toBe(-1);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('guards', () => {
  test('a visitor is sent from /settings to /login', async ({ page }) => {
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });

  test('a signed-in user is sent from /login and /register to /, and sees /settings', async ({ page }) => {
    const account = await createActiveAccount(page.request, 'guard');
    for (const path of ['/login', '/register']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: account.username })).toBeVisible();
    await expect(page.getByText(account.email).first()).toBeVisible();
  });
});

test.describe('register form validation', () => {
  const today = new Date();
  const isoDate = (date: Date) => date.toISOString().slice(0, 10);
  const yearsAgo = (years: number) => {
    const date = new Date(today);
    date.setUTCFullYear(date.getUTCFullYear() - years);
    return isoDate(date);
  };
  const tomorrow = isoDate(new Date(today.getTime() + 2 * dayMs));

  async function expectMessage(field: Locator, message: string) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  }

  test('shows every required message on an empty submit', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Register' }).click();
    for (const message of [
      'Username is required',
      'Email is required',
      'Date of Birth is required',
      'Password is required',
      'Please confirm your password',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
  });

  const cases: [label: string, value: string, message: string][] = [
    ['Full Name', 'Al', 'Name is too short'],
    ['Full Name', 'A'.repeat(65), 'Name can only be 64 characters long'],
    ['Email Address', 'ada-at-example.com', 'Invalid email format'],
    ['Email Address', `${'a'.repeat(95)}@example.com`, 'Email must be at most 100 characters'],
    ['Date of Birth', '1949-12-31', 'Date cannot be before 1950'],
    ['Date of Birth', tomorrow, 'Date cannot be in the future'],
    ['Date of Birth', yearsAgo(17), 'You must be at least 18 years old to register'],
    ['Password', 'Ab1#', 'Password must be at least 8 characters'],
    ['Password', `Ab1#${'x'.repeat(29)}`, 'Password must be at most 32 characters'],
    ['Password', 'secret#123', 'Password must contain at least one uppercase letter'],
    ['Password', 'SECRET#123', 'Password must contain at least one lowercase letter'],
    ['Password', 'Secret#abc', 'Password must contain at least one number'],
    ['Password', 'Secret1234', 'Password must contain at least one special character'],
  ];

  test('shows the message of each bad input', async ({ page }) => {
    await page.goto('/register');
    for (const [label, value, message] of cases) {
      const field = page.getByLabel(label, { exact: true });
      await field.fill(value);
      await field.blur();
      await expectMessage(field, message);
    }

    // A date typed only in part.
    const dob = page.getByLabel('Date of Birth');
    await dob.fill('');
    await dob.focus();
    await page.keyboard.type('01');
    await dob.blur();
    await expectMessage(dob, 'Invalid date specified');

    // The confirmation.
    await page.getByLabel('Password', { exact: true }).fill('Secret#123');
    const confirm = page.getByLabel('Confirm Password');
    await confirm.fill('Secret#124');
    await confirm.blur();
    await expectMessage(confirm, 'Password does not match.');
  });

  test('a taken e-mail gets a clear message and no second account', async ({ page }) => {
    const existing = await createActiveAccount(page.request, 'taken');
    await page.request.post('/api/auth/logout');
    await page.goto('/register');
    await page.getByLabel('Full Name').fill(newAccount('other').username);
    await page.getByLabel('Email Address').fill(existing.email);
    await page.getByLabel('Date of Birth').fill('1990-03-05');
    await page.getByLabel('Password', { exact: true }).fill(existing.password);
    await page.getByLabel('Confirm Password').fill(existing.password);
    await page.getByRole('button', { name: 'Register' }).click();
    // Under the e-mail it is about (and in the error notification).
    await expect(page.getByLabel('Email Address')).toHaveAccessibleDescription(/An account with this email already exists/);
    await expect(page).toHaveURL(/\/register$/);
  });
});

test.describe('accessibility', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  // axe takes seconds per run, several runs per test.
  test.describe.configure({ timeout: 60_000 });

  for (const path of ['/login', '/register', '/forgot-password']) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('/forgot-password Verify Code step and /account-activate failure have no axe violations', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(newAccount('axe').email);
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Verify Code' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/account-activate?update_token=not-a-real-token');
    await expect(page.getByRole('heading', { name: 'Get a new activation link' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('/settings has no axe violations on any tab', async ({ page }) => {
    await createActiveAccount(page.request, 'axe');
    await page.goto('/settings');
    await expect(page.getByLabel('City')).toBeVisible();
    await expectNoAxeViolations(page);
    for (const tab of ['Security', 'Credits History']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expectNoAxeViolations(page);
    }
  });
});

for (const width of [390, 1280]) {
  test.describe(`screenshots at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 900 } });
    test.describe.configure({ timeout: 60_000 });
    const shot = (page: Page, name: string) => saveScreenshot(page, `accounts-${name}-${width}`, { fullPage: true });

    test('guest pages', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await shot(page, 'login');

      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByLabel('Email').fill('nobody@example.com');
      await page.getByLabel('Password', { exact: true }).fill('Wrong#1234');
      await page.getByRole('button', { name: 'Show password' }).click();
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toBeVisible();
      await shot(page, 'login-error');

      await page.goto('/register');
      await expect(page.getByRole('heading', { level: 1, name: 'Register your account' })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await shot(page, 'register');
      await page.getByRole('button', { name: 'Register' }).click();
      await expect(page.getByText('Username is required')).toBeVisible();
      await shot(page, 'register-errors');

      await page.goto('/forgot-password');
      await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await shot(page, 'forgot-password');
      await page.getByLabel('Email').fill(newAccount('shot').email);
      await page.getByRole('button', { name: 'Send Code' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Verify Code' })).toBeVisible();
      await shot(page, 'verify-code');

      await page.goto('/account-activate?update_token=not-a-real-token');
      await expect(page.getByRole('heading', { name: 'Get a new activation link' })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await shot(page, 'activation-failed');

      // Hold the logout answer to see the waiting state.
      await page.route('**/api/auth/logout', () => {});
      await page.goto('/logout');
      await expect(page.getByText('Logging out... Please wait.')).toBeVisible();
      await shot(page, 'logout');
    });

    test('settings', async ({ page }) => {
      await createActiveAccount(page.request, 'shot');
      await page.goto('/settings');
      await expect(page.getByLabel('City')).toBeVisible();
      await expectNoHorizontalScroll(page);
      await shot(page, 'settings-profile');
      await page.getByRole('tab', { name: 'Security' }).click();
      await shot(page, 'settings-security');
      await page.getByRole('tab', { name: 'Credits History' }).click();
      await expectNoHorizontalScroll(page);
      await shot(page, 'settings-credits');
    });
  });
}

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('no account page scrolls sideways', async ({ page }) => {
    for (const [path, heading] of <const>[
      ['/login', 'Sign in'],
      ['/register', 'Register your account'],
      ['/forgot-password', 'Forgot Password'],
      ['/account-activate?update_token=not-a-real-token', 'Account activation'],
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoHorizontalScroll(page);
    }
    await createActiveAccount(page.request, 'narrow');
    await page.goto('/settings');
    await expect(page.getByLabel('City')).toBeVisible();
    for (const tab of ['Profile Information', 'Security', 'Credits History']) {
      await page.getByRole('tab', { name: tab }).click();
      await expectNoHorizontalScroll(page);
    }
  });
});
