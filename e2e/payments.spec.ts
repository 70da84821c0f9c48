import { expect, test, type Locator, type Page } from '@playwright/test';
import { createActiveAccount } from './support/accounts.js';
import { historyRow, submitTextEvaluation } from './support/evaluations.js';
import { collectConsoleErrors, expectNoAxeViolations, expectNoHorizontalScroll, notification, saveScreenshot } from './support/page-checks.js';

test.describe.configure({ timeout: 60_000 });

const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

function paymentDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Payment Details' });
}

async function openPaymentModal(page: Page, badgeId: string) {
  await page.goto(`/equivalence/${badgeId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Pending' })).toBeVisible();
  await expect(page.getByText('Please complete the payment to continue to receive your certificate.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Pay Now ($5.00)' }).click();
  await expect(paymentDialog(page)).toBeVisible();
  return paymentDialog(page);
}

async function enterCard(dialog: Locator, number: string, expiry = `12${nextYear}`, cvc = '123') {
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry date').fill(expiry);
  await dialog.getByLabel('CVC').fill(cvc);
}

test.describe('paying for a certificate at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('pay with 4242… → paid state → Go to Dashboard → history done icon', async ({ page }) => {
    const consoleErrors = collectConsoleErrors(page);
    await createActiveAccount(page.request, 'pay');
    const courseName = `Paid course ${Date.now().toString(36)}`;
    const { badgeId } = await submitTextEvaluation(page.request, { courseName });

    const dialog = await openPaymentModal(page, badgeId);
    await expect(dialog).toContainText('Enter your card details to pay for your certificate of evaluation.');
    // The page's prompt is on screen once, the modal open or not.
    await expect(page.getByText('Please pay this amount to receive your Evaluated and Accredited ASEI Certificate.')).toHaveCount(1);
    await expectNoAxeViolations(page);
    await enterCard(dialog, '4242424242424242');
    await expect(dialog.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
    await expect(dialog.getByLabel('Expiry date')).toHaveValue(`12 / ${nextYear}`);

    await dialog.getByRole('button', { name: 'Pay $5.00' }).click();
    await expect(page.getByText('Payment completed successfully!')).toBeVisible();
    await expect(notification(page, 'Payment completed successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
    await expect(page.getByText('Your payment has been processed.', { exact: false })).toBeVisible();
    await expect(page.getByText('Visa •••• 4242')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Go to Dashboard' }).click();
    await expect(page).toHaveURL(/\/history$/);
    await expect(historyRow(page, courseName).getByRole('img', { name: 'Paid: awaiting verification' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a declined card shows the message, and a retry with a good card succeeds', async ({ page }) => {
    await createActiveAccount(page.request, 'decline');
    const { badgeId } = await submitTextEvaluation(page.request, { courseName: 'Declined then paid' });
    const dialog = await openPaymentModal(page, badgeId);

    await enterCard(dialog, '4000000000000002');
    await dialog.getByRole('button', { name: 'Pay $5.00' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Your card was declined.');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Pending' })).toBeVisible();

    await enterCard(dialog, '4000000000009995');
    await dialog.getByRole('button', { name: 'Pay $5.00' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Your card has insufficient funds.');

    await enterCard(dialog, '4242424242424242');
    await dialog.getByRole('button', { name: 'Pay $5.00' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
  });

  test('the card fields behave like the provider’s: grouping, brand, MM / YY, inline messages', async ({ page }) => {
    await createActiveAccount(page.request, 'fields');
    const { badgeId } = await submitTextEvaluation(page.request, { courseName: 'Card field behaviour' });
    const dialog = await openPaymentModal(page, badgeId);
    const number = dialog.getByLabel('Card number');
    const expiry = dialog.getByLabel('Expiry date');
    const cvc = dialog.getByLabel('CVC');

    await number.pressSequentially('4242');
    await expect(number).toHaveAccessibleDescription('Visa');
    await number.blur();
    await expect(number).toHaveAccessibleDescription(/Your card number is incomplete\./);

    // A complete number that fails the check digit is refused as typed.
    await number.fill('');
    await number.pressSequentially('4242424242424241');
    await expect(number).toHaveAccessibleDescription(/Your card number is invalid\./);

    // American Express groups 4-6-5.
    await number.fill('');
    await number.pressSequentially('378282246310005');
    await expect(number).toHaveValue('3782 822463 10005');
    // Complete and valid: the focus moves on to the expiry.
    await expect(expiry).toBeFocused();

    await expiry.pressSequentially('4');
    await expect(expiry).toHaveValue('04 / ');
    await expiry.fill('');
    await expiry.pressSequentially('0120');
    await expect(expiry).toHaveAccessibleDescription(/Your card's expiration year is in the past\./);

    await dialog.getByRole('button', { name: 'Pay $5.00' }).click();
    await expect(cvc).toHaveAccessibleDescription(/Your card's security code is incomplete\./);
    await expectNoAxeViolations(page);
  });

  test('the loading and failed states render', async ({ page }) => {
    await createActiveAccount(page.request, 'states');
    const { badgeId } = await submitTextEvaluation(page.request, { courseName: 'States course' });

    // Loading: the status call is held.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/badge/status/${badgeId}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/equivalence/${badgeId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Loading Payment Status' })).toBeVisible();
    await expect(page.getByText('Loading your payment status. Please wait...')).toBeVisible();
    await expectNoAxeViolations(page);
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Pending' })).toBeVisible();
    await page.unroute(`**/api/badge/status/${badgeId}`);

    // Failed: the provider canceled the payment.
    await page.route(`**/api/badge/status/${badgeId}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { msg: Record<string, unknown> };
      await route.fulfill({ response, json: { msg: { ...body.msg, paymentStatus: 'canceled', clientSecret: null } } });
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Failed' })).toBeVisible();
    await expect(
      page.getByText('Your payment could not be processed. Please try again or contact support, and check back later.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('no price due: Claim Certificate, and the claimed certificate shows as requested', async ({ page }) => {
    await createActiveAccount(page.request, 'claim');
    const { badgeId } = await submitTextEvaluation(page.request, { courseName: 'Claimed course' });
    // An admin could set the price to 0; the answers of a free price are played here, leaving the real price to other tests.
    await page.route('**/api/payments/evaluation', (route) => route.fulfill({ json: { msg: 0 } }));
    await page.goto(`/Verify-Certificate?badge_Id=${badgeId}`);
    await expect(page.getByText('No charge')).toBeVisible();
    await page.route(`**/api/badge/status/${badgeId}`, (route) =>
      route.fulfill({
        json: {
          msg: {
            exists: true,
            status: 'pending',
            paymentStatus: 'succeeded',
            clientSecret: null,
            amount: 0,
            amountCents: 0,
            currency: 'usd',
            provider: 'waiver',
            publishableKey: null,
            waived: true,
            failureMessage: null,
            card: null,
            paidAt: new Date().toISOString(),
            refundedAt: null,
          },
        },
      }),
    );
    await page.getByRole('button', { name: 'Claim Certificate' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Certificate Requested' })).toBeVisible();
  });

  test('a missing evaluation goes to /history; a blank id says the id is required', async ({ page }) => {
    await createActiveAccount(page.request, 'missing');
    await page.goto('/equivalence/NOSUCHBADGE');
    await expect(page).toHaveURL(/\/history$/);
    await page.goto('/equivalence/%20');
    await expect(page.getByText('Error: Equivalence ID is required')).toBeVisible();
  });

  test('another user’s evaluation is missing too', async ({ browser, page }) => {
    await createActiveAccount(page.request, 'owner');
    const { badgeId } = await submitTextEvaluation(page.request, { courseName: 'Owned course' });
    const other = await browser.newPage();
    await createActiveAccount(other.request, 'intruder');
    await other.goto(`/equivalence/${badgeId}`);
    await expect(other).toHaveURL(/\/history$/);
    await other.close();
  });
});

for (const width of [390, 1280]) {
  test.describe(`payment screenshots at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 900 } });
    const shot = (page: Page, name: string, fullPage = true) => saveScreenshot(page, `payments-${name}-${width}`, { fullPage });

    test('pending, modal with an error, paid', async ({ page }) => {
      await createActiveAccount(page.request, 'pay-shots');
      const { badgeId } = await submitTextEvaluation(page.request, { courseName: 'Screenshot course' });
      await page.goto(`/equivalence/${badgeId}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Payment Pending' })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
      await shot(page, 'pending');

      const dialog = await openPaymentModal(page, badgeId);
      await enterCard(dialog, '4000000000000002');
      await dialog.getByRole('button', { name: 'Pay $5.00' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Your card was declined.');
      await expectNoAxeViolations(page);
      await shot(page, 'modal-declined', false);

      await enterCard(dialog, '4242424242424242');
      await dialog.getByRole('button', { name: 'Pay $5.00' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
      await shot(page, 'paid');

      await page.goto('/history');
      await expect(page.getByRole('img', { name: 'Paid: awaiting verification' }).filter({ visible: true }).first()).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
      await shot(page, 'history-paid');
    });
  });
}
