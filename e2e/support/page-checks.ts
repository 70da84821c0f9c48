import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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
