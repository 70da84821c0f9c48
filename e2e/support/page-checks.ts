import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** Screenshots for a person to look at (not compared automatically). */
const screenshotDir = join(import.meta.dirname, '..', '.tmp', 'screenshots');
mkdirSync(screenshotDir, { recursive: true });

/**
 * Saves `<name>.png` under e2e/.tmp/screenshots. E2E_SCREENSHOTS=0 skips it where nobody looks at the
 * pictures (.ci/run): a full-page capture costs a second or two of a two-core machine.
 */
export async function saveScreenshot(page: Page, name: string, { fullPage = false } = {}) {
  if (process.env.E2E_SCREENSHOTS === '0') return;
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage });
}

/** A full-page screenshot from the top, so the sticky header sits where it belongs. */
export async function snap(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name, { fullPage: true });
}

/** A success or error notification (the layout's live regions). */
export function notification(page: Page, text: string | RegExp): Locator {
  return page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text }).first();
}

/**
 * Script errors, collected for a test to expect none. Failed loads are not among them: tests make calls
 * fail on purpose and the page shows it. `ignoreOnPath`: pages checked by another spec.
 */
export function collectConsoleErrors(page: Page, { ignoreOnPath }: { ignoreOnPath?: string } = {}): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (ignoreOnPath !== undefined && new URL(page.url()).pathname === ignoreOnPath) return;
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export async function expectNoAxeViolations(page: Page) {
  // Legacy mode runs axe once in the page (same-origin frames included) instead of partial runs
  // finished in a second, blank page: the same rules and results, in about half the time.
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().analyze();
  const summary = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(summary).toEqual([]);
}

export async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}
