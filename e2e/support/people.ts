import type { Browser, BrowserContext, Page } from '@playwright/test';
import { signInAsBootstrapAdmin } from './reviews.js';

/** A browser context of its own per person, so sessions never mix. */
export async function newPerson(browser: Browser, width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return { context, page: await context.newPage() };
}

/** The admin's browser, signed in as the bootstrap admin. */
export async function adminBrowser(browser: Browser, width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const admin = await newPerson(browser, width);
  await signInAsBootstrapAdmin(admin.context.request);
  return admin;
}
