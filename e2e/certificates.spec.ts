import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoHorizontalScroll, notification, snap } from './support/page-checks.js';

/** A success or error notification (the layout's live regions). */

const resultPanel = (page: Page) => page.getByRole('region', { name: 'Validation Result' });

async function openValidate(page: Page) {
  await page.goto('/validate');
  await expect(page.getByRole('heading', { level: 2, name: 'Verify Certificate' })).toBeVisible();
}

/** Public verification (/validate) as a visitor: the paths that need no issued certificate. */
test.describe('verify a certificate: invalid, anti-spam and Clear?', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an id and name that do not match show "Invalid Certificate!"; Clear? starts over', async ({ page }) => {
    await openValidate(page);
    await expect(resultPanel(page)).toContainText('Enter certificate ID and name to validate!');
    await expect(page.getByLabel('Certificate ID')).toHaveAttribute('placeholder', '123456');

    await page.getByLabel('Certificate ID').fill('10000000');
    await page.getByLabel('Exact Name').fill('Nobody In Particular');
    const verified = page.waitForResponse((response) => response.url().endsWith('/api/certificate/verify'));
    await page.getByRole('button', { name: 'Validate' }).click();
    expect((await verified).status()).toBe(200);

    await expect(resultPanel(page).getByText('Invalid Certificate!')).toBeVisible();
    await expect(resultPanel(page)).toContainText('Please ensure that the name and ID are correct. If the error persists, please contact the issuer.');

    await resultPanel(page).getByRole('button', { name: 'Clear?' }).click();
    await expect(resultPanel(page)).toContainText('Enter certificate ID and name to validate!');
    await expect(page.getByLabel('Certificate ID')).toHaveValue('');
    await expect(page.getByLabel('Exact Name')).toHaveValue('');
    await expect(resultPanel(page).getByRole('button', { name: 'Clear?' })).toHaveCount(0);
  });

  test('a ticked anti-spam box ends in "You are a robot!" and no call', async ({ page }) => {
    await openValidate(page);
    const verifyCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/certificate/verify')) verifyCalls.push(request.url());
    });
    // People never see the box; a bot ticks every box it finds, and a real click at its pixel reaches it.
    const honeypot = page.getByLabel('I am not a robot');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toBeInViewport();
    await honeypot.check({ force: true });
    await expect(honeypot).toBeChecked();
    await page.getByLabel('Certificate ID').fill('10000000');
    await page.getByLabel('Exact Name').fill('Robot Roberts');
    await page.getByRole('button', { name: 'Validate' }).click();

    await expect(notification(page, 'You are a robot!')).toBeVisible();
    await expect(resultPanel(page)).toContainText('Enter certificate ID and name to validate!');
    expect(verifyCalls).toEqual([]);
  });

  test('the Tab key skips the hidden box', async ({ page }) => {
    await openValidate(page);
    await page.getByLabel('Exact Name').focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Validate' })).toBeFocused();
  });

  test('a credential file that is not a signed credential fails its checks, step by step', async ({ page }) => {
    await openValidate(page);
    const section = page.getByRole('region', { name: 'Verify a credential file' });
    await section.getByLabel('Credential file (.json)').setInputFiles({
      name: 'credential.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ '@context': ['https://www.w3.org/ns/credentials/v2'], type: ['VerifiableCredential'] })),
    });
    await section.getByRole('button', { name: 'Check credential' }).click();
    await expect(section.getByText('The credential did not pass every check.')).toBeVisible();
    await expect(section.getByRole('list', { name: 'Checks' }).getByRole('listitem').first()).toContainText('File format: failed');
  });
});

test.describe('the verification page at phone and desktop widths', () => {
  for (const width of [390, 1280]) {
    test(`has no axe violations and no sideways scroll at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openValidate(page);
      await expectNoAxeViolations(page);
      await expectNoHorizontalScroll(page);
      await snap(page, `validate-${width}`);

      await page.getByLabel('Certificate ID').fill('10000000');
      await page.getByLabel('Exact Name').fill('Nobody In Particular');
      await page.getByRole('button', { name: 'Validate' }).click();
      await expect(resultPanel(page).getByText('Invalid Certificate!')).toBeVisible();
      await expectNoAxeViolations(page);
      await snap(page, `validate-invalid-${width}`);
    });
  }

  test('an unknown certificate page says so and links to verification', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/certificates/10000000?name=Nobody%20In%20Particular');
    await expect(page.getByRole('heading', { level: 1, name: 'Certificate not found' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Go to the verification page' }).click();
    await expect(page).toHaveURL(/\/validate\?certificateId=10000000&name=Nobody/);
    await expect(page.getByLabel('Certificate ID')).toHaveValue('10000000');
    // Both values came with the link: the result shows without pressing Validate.
    await expect(resultPanel(page).getByText('Invalid Certificate!')).toBeVisible();
  });
});
