import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors, expectNoAxeViolations, expectNoHorizontalScroll, notification, saveScreenshot } from './support/page-checks.js';

const notFoundHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Page not found' });

test('an unknown path shows the not-found page inside the layout, with no console errors', async ({ page }) => {
  const consoleErrors = collectConsoleErrors(page);
  await page.goto('/no-such-page');

  await expect(notFoundHeading(page)).toBeVisible();
  await expect(page.getByRole('main')).toContainText('/no-such-page');
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // A path below a real page is not that page.
  await page.goto('/fees/no-such-fee');
  await expect(notFoundHeading(page)).toBeVisible();
  // The CSP (no inline scripts) blocked nothing the app needs.
  expect(consoleErrors).toEqual([]);
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the layout has no axe violations', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(notFoundHeading(page)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expectNoAxeViolations(page);
    // On an ordinary page one link answers to "Home": the navigation's (the logos carry the brand's name alone).
    await page.goto('/about-us');
    await expect(page.getByRole('link', { name: 'Home' })).toHaveCount(1);
  });

  test('screenshot', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, 'shell-1280', { fullPage: true });
    await page.getByRole('button', { name: 'More Accreditation pages' }).click();
    await expect(page.getByRole('link', { name: 'Accredited Institutes' })).toBeVisible();
    await saveScreenshot(page, 'shell-1280-submenu');
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu opens, shows Login and Sign Up, and closes on navigation', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(menu.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    await expect(menu.getByRole('link', { name: 'Accredited Institutes' })).toBeVisible();

    await menu.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(menu).toBeHidden();

    // Browser back is a route change too.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/no-such-page$/);
    await expect(menu).toBeHidden();
  });

  test('a notification opens below the header, leaving its menu button free', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('nobody-here@example.com');
    await page.getByLabel('Password').fill('Nobody#2468');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const shown = notification(page, 'Failed to login');
    await expect(shown).toBeVisible();
    const header = (await page.getByRole('banner').boundingBox())!;
    const box = (await shown.locator('> *').first().boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  });

  test('the layout has no axe violations, with the menu closed and open', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(notFoundHeading(page)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('screenshot, without horizontal scroll', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(notFoundHeading(page)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, 'shell-360', { fullPage: true });

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await saveScreenshot(page, 'shell-360-menu');
    await page.getByRole('button', { name: 'Close menu' }).click();

    await page.getByRole('button', { name: 'Chat with us' }).click();
    await expect(page.getByRole('dialog', { name: 'Chat with us' })).toBeVisible();
    await saveScreenshot(page, 'shell-360-chat');
  });
});

// The app's pages and the prerendered public pages (their own entry, public-main.tsx) both check.
for (const { path, kind, isShown } of [
  { path: '/no-such-page', kind: 'app', isShown: (page: Page) => expect(notFoundHeading(page)).toBeVisible() },
  { path: '/', kind: 'prerendered', isShown: (page: Page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
]) {
  test.describe(`version check on ${kind} pages`, () => {
    test('stays quiet while the server runs this build', async ({ page }) => {
      const check = page.waitForResponse((response) => new URL(response.url()).pathname === '/meta.json');
      await page.goto(path);
      const response = await check;

      const { buildTime } = (await response.json()) as { buildTime: string };
      expect(new URL(response.url()).searchParams.get('version')).toBe(buildTime);
      expect(response.headers()['cache-control']).toContain('no-store');
      await isShown(page);
      await expect(page.getByText('Version mismatch detected')).toBeHidden();
    });

    test('warns for 5 seconds when the server runs another build', async ({ page }) => {
      await page.route('**/meta.json*', (route) => route.fulfill({ json: { buildTime: '2000-01-01T00:00:00.000Z' } }));
      await page.goto(path);

      const toast = page.getByRole('status').filter({ hasText: 'Version mismatch detected' });
      await expect(toast).toContainText('The application version has changed. Please refresh your webpage!');
      await saveScreenshot(page, `version-toast-${kind}`);
      await expect(toast).toBeHidden({ timeout: 8_000 });
    });

    test('the warning can be closed', async ({ page }) => {
      await page.route('**/meta.json*', (route) => route.fulfill({ json: { buildTime: '2000-01-01T00:00:00.000Z' } }));
      await page.goto(path);

      await page.getByRole('button', { name: 'Dismiss version notice' }).click();
      await expect(page.getByText('Version mismatch detected')).toBeHidden();
    });
  });
}
