import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signInNewUser } from './public-site-support.js';

/**
 * Captures the real app for the user guide (web/public/guide/*.jpg, embedded in the page and the
 * PDF) and the Open Graph image (web/public/og-image.jpg). Not a test, and not part of `npm test`: after
 * a visible change run `npm run capture:guide`, look at the files, and commit them.
 */
const publicDir = join(import.meta.dirname, '..', 'web', 'public');

test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });

async function capture(page: Page, file: string) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // The floating chat button would cover part of the form in a still picture.
  await page.addStyleTag({ content: 'aside[aria-label="Chat with us"]{display:none!important}' });
  await page.screenshot({ path: join(publicDir, file), type: 'jpeg', quality: 72 });
}

test('guide screenshots: register and sign in', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Register your account' })).toBeVisible();
  await capture(page, 'guide/register.jpg');

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await capture(page, 'guide/sign-in.jpg');
});

test('guide screenshot: settings of a signed-in user', async ({ page, baseURL }) => {
  await signInNewUser(page.request, baseURL!, 'Maria Gonzalez');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Profile Information' }).scrollIntoViewIfNeeded();
  await capture(page, 'guide/settings.jpg');
});

test.describe('social image', () => {
  test.use({ viewport: { width: 1200, height: 630 } });

  test('Open Graph image: the top of the home page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await capture(page, 'og-image.jpg');
  });
});
