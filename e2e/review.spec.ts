import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createActiveAccount } from './support/accounts.js';
import { outlinePdf } from './support/evaluations.js';
import { waitForMail } from './support/mailbox.js';
import { expectNoAxeViolations, expectNoHorizontalScroll, notification, saveScreenshot, snap } from './support/page-checks.js';
import { adminBrowser, newPerson } from './support/people.js';
import { signInThroughApi, submitPaidEvaluation } from './support/reviews.js';

test.describe('review and issue', () => {
  test('an admin makes a reviewer, who verifies a paid evaluation; the user downloads certificate.pdf; a visitor verifies it', async ({ browser }) => {
    test.setTimeout(180_000);
    const admin = await adminBrowser(browser);

    // An applicant with a paid evaluation (set up through the API, as the evaluation pages would).
    const applicant = await newPerson(browser);
    const applicantAccount = await createActiveAccount(applicant.context.request, 'applicant');
    const badgeId = await submitPaidEvaluation(applicant.context.request);

    // A second person, made reviewer by the admin in the console.
    const reviewer = await newPerson(browser);
    const reviewerAccount = await createActiveAccount(reviewer.context.request, 'reviewer');
    await admin.page.goto('/admin/users');
    await expect(admin.page.getByRole('heading', { level: 1, name: 'Users and roles' })).toBeVisible();
    await admin.page.getByRole('searchbox', { name: 'Search users' }).fill(reviewerAccount.email);
    await admin.page.getByRole('button', { name: 'Search', exact: true }).click();
    const reviewerRow = admin.page.getByRole('row').filter({ hasText: reviewerAccount.email });
    await expect(reviewerRow).toHaveCount(1);
    await reviewerRow.getByLabel(`Role of ${reviewerAccount.username}`).selectOption('reviewer');
    await reviewerRow.getByRole('button', { name: /Apply/ }).click();
    await expect(notification(admin.page, `${reviewerAccount.username} is now reviewer.`)).toBeVisible();

    // A role change ends the person's sessions: the reviewer signs in again and finds the console.
    await signInThroughApi(reviewer.context.request, reviewerAccount);
    await reviewer.page.goto('/');
    await reviewer.page.getByRole('button', { name: 'Account' }).click();
    await reviewer.page.getByRole('link', { name: /Review console/ }).click();
    await expect(reviewer.page.getByRole('heading', { level: 1, name: 'Review queue' })).toBeVisible();

    // The queue, searched by badge id (other tests add evaluations of their own).
    await reviewer.page.getByRole('searchbox', { name: 'Search' }).fill(badgeId);
    await reviewer.page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = reviewer.page.getByRole('row').filter({ hasText: badgeId });
    await expect(row).toContainText(applicantAccount.username);
    await expect(row).toContainText('Awaiting review');
    await row.getByRole('link', { name: 'Data Structures and Algorithms' }).click();

    // The review page: submission, description, files, the engine's result with evidence.
    const review = reviewer.page;
    await expect(review.getByRole('heading', { level: 1, name: 'Data Structures and Algorithms' })).toBeVisible();
    await expect(review.getByRole('region', { name: 'Course description' })).toContainText('hash tables');
    await expect(review.getByRole('link', { name: /Open certificate\.png/ })).toHaveAttribute('href', new RegExp(`/api/badge/${badgeId}/files/`));
    await review.getByRole('button', { name: /Preview certificate\.png/ }).click();
    await expect(review.getByRole('img', { name: 'Proof of completion: certificate.png' })).toBeVisible();
    const engineResult = review.getByRole('region', { name: 'Engine result' });
    await expect(engineResult.getByText('Skills found')).toBeVisible();
    await engineResult.getByRole('button', { name: /Show in description/ }).first().click();
    await expect(review.getByRole('region', { name: 'Course description' }).locator('mark').first()).toBeVisible();
    await snap(review, 'admin-review-1280');

    // Adjust the level (the engine's original stays beside it), then verify: the certificate is issued.
    await review.getByRole('button', { name: 'Adjust the result' }).click();
    const adjust = review.getByRole('form', { name: 'Adjust the result' });
    const level = adjust.getByLabel('Level');
    const adjustedLevel = (await level.inputValue()) === '5' ? { value: '3', label: 'Intermediate' } : { value: '5', label: 'Expert' };
    await level.selectOption(adjustedLevel.value);
    await adjust.getByLabel('Note (optional)').fill('The outcomes are at this level.');
    await adjust.getByRole('button', { name: 'Save changes' }).click();
    await expect(notification(review, 'The changes are saved.')).toBeVisible();
    await expect(review.getByText('Adjusted by a reviewer', { exact: true })).toBeVisible();
    await review.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(review, 'admin-review-adjust-1280');

    const decision = review.getByRole('form', { name: 'Decision' });
    await decision.getByRole('button', { name: 'Verify and issue certificate' }).click();
    await expect(notification(review, 'The evaluation is verified and its certificate has been issued.')).toBeVisible();
    const certificatePanel = review.getByRole('region', { name: 'Certificate' });
    await expect(certificatePanel).toContainText('Certificate ID');
    const certificateId = (await certificatePanel.locator('.font-mono').innerText()).trim();
    expect(certificateId).toMatch(/^\d{8}$/);

    // The applicant is told by e-mail, and downloads the PDF.
    const mail = await waitForMail(applicant.context.request, applicantAccount.email, 'certificate');
    expect(mail.text).toContain(certificateId);
    // From the history row: the download icon, with the notice of spec section 2; the details show the id.
    await applicant.page.goto('/history');
    const historyRow = applicant.page
      .getByRole('row')
      .filter({ has: applicant.page.getByRole('rowheader', { name: 'Data Structures and Algorithms', exact: true }) });
    const downloading = applicant.page.waitForEvent('download');
    // The download icon is the row's one "download" button (the digital credential's is named otherwise).
    const downloadIcon = historyRow.getByRole('button', { name: /download/i });
    await expect(downloadIcon).toHaveAccessibleName('Download the certificate of Data Structures and Algorithms');
    await downloadIcon.click();
    await expect(notification(applicant.page, 'Downloading certificate...')).toBeVisible();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('certificate.pdf');
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await historyRow.getByRole('button', { name: 'Details of Data Structures and Algorithms' }).click();
    await expect(applicant.page.getByRole('dialog', { name: 'Data Structures and Algorithms' })).toContainText(`Certificate ${certificateId} issued.`);

    // A signed-out visitor verifies it.
    const visitor = await newPerson(browser);
    await visitor.page.goto('/validate');
    await visitor.page.getByLabel('Certificate ID').fill(certificateId);
    await visitor.page.getByLabel('Exact Name').fill(`  ${applicantAccount.username.toUpperCase()} `);
    await visitor.page.getByRole('button', { name: 'Validate' }).click();
    const result = visitor.page.getByRole('region', { name: 'Validation Result' });
    await expect(result.getByText('Valid', { exact: true })).toBeVisible();
    for (const [term, value] of [
      ['Certificate ID', certificateId],
      ['Name', 'Data Structures and Algorithms'],
      ['Level', adjustedLevel.label],
      ['Course Start Date', '8 January 2024'],
      ['Course End Date', '3 May 2024'],
      ['Institute', 'Example State University'],
      ['Hours Completed', '45'],
    ]) {
      await expect(result.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('+ dd')).toContainText(value!);
    }
    await expectNoAxeViolations(visitor.page);
    await snap(visitor.page, 'validate-valid-1280');

    // The public certificate page, its credential, and its check on /validate.
    await result.getByRole('link', { name: 'Open the certificate page' }).click();
    await expect(visitor.page.getByRole('heading', { level: 1, name: applicantAccount.username })).toBeVisible();
    const actions = visitor.page.getByRole('complementary', { name: 'Certificate actions' });
    const linkedIn = actions.getByRole('link', { name: /Add to LinkedIn profile/ });
    await expect(linkedIn).toHaveAttribute('target', '_blank');
    expect(new URL((await linkedIn.getAttribute('href'))!).searchParams.get('certId')).toBe(certificateId);
    await expectNoAxeViolations(visitor.page);
    await snap(visitor.page, 'certificate-1280');
    await visitor.page.setViewportSize({ width: 390, height: 844 });
    await expectNoHorizontalScroll(visitor.page);
    await expectNoAxeViolations(visitor.page);
    await snap(visitor.page, 'certificate-390');
    await visitor.page.setViewportSize({ width: 1280, height: 900 });

    const credentialDownload = visitor.page.waitForEvent('download');
    await actions.getByRole('link', { name: 'Download credential' }).click();
    const credentialPath = await (await credentialDownload).path();

    await actions.getByRole('link', { name: 'Verify' }).click();
    await expect(visitor.page.getByRole('region', { name: 'Validation Result' }).getByText('Valid', { exact: true })).toBeVisible();
    const check = visitor.page.getByRole('region', { name: 'Verify a credential file' });
    await check.getByLabel('Credential file (.json)').setInputFiles(credentialPath);
    await check.getByRole('button', { name: 'Check credential' }).click();
    await expect(check.getByText('The credential is valid.')).toBeVisible();
    await expect(check.getByRole('list', { name: 'Checks' }).getByRole('listitem')).toHaveCount(5);
    await snap(visitor.page, 'validate-credential-1280');

    // The admin sees the decision in the audit log.
    await admin.page.goto('/admin/audit');
    await expect(admin.page.getByRole('row').filter({ hasText: badgeId }).filter({ hasText: 'Evaluation verified' })).toContainText(certificateId);
    await expect(admin.page.getByRole('row').filter({ hasText: badgeId }).filter({ hasText: 'Result adjusted' })).toContainText(
      'Note: The outcomes are at this level.',
    );

    for (const person of [admin, applicant, reviewer, visitor]) await person.context.close();
  });

  test('a reviewer rejects with a reason; the applicant is told', async ({ browser }) => {
    test.setTimeout(90_000);
    const admin = await adminBrowser(browser);
    const applicant = await newPerson(browser);
    const applicantAccount = await createActiveAccount(applicant.context.request, 'rejected');
    const badgeId = await submitPaidEvaluation(applicant.context.request, 'Basic Welding Safety');

    await admin.page.goto(`/admin/evaluations/${badgeId}`);
    const decision = admin.page.getByRole('form', { name: 'Decision' });
    await decision.getByLabel(/^Reject/).check();
    await decision.getByRole('button', { name: 'Reject evaluation' }).click();
    await expect(decision.getByText('Give the reason for rejecting, so the applicant knows what to do.')).toBeVisible();
    await decision.getByLabel('Reason for rejecting').fill('The proof of completion does not name this course.');
    await decision.getByRole('button', { name: 'Reject evaluation' }).click();
    await expect(notification(admin.page, 'The evaluation is rejected and the applicant has been told why.')).toBeVisible();
    await expect(admin.page.getByRole('region', { name: 'Review' })).toContainText('The proof of completion does not name this course.');

    const mail = await waitForMail(applicant.context.request, applicantAccount.email, 'About your');
    expect(mail.text).toContain('The proof of completion does not name this course.');
    await admin.context.close();
    await applicant.context.close();
  });
});

test.describe('files in the review page', () => {
  test('a PDF proof previews in a frame of the page, in the browser\'s PDF viewer', async ({ browser }) => {
    const admin = await adminBrowser(browser);
    const applicant = await newPerson(browser);
    await createActiveAccount(applicant.context.request, 'pdfproof');
    const proof = await outlinePdf(['Certificate of completion', 'Awarded for Operating Systems Design.']);
    const badgeId = await submitPaidEvaluation(applicant.context.request, 'Operating Systems Design', { ...proof, name: 'completion.pdf' });
    const refused: string[] = [];
    admin.page.on('console', (message) => {
      if (/refused|blocked/i.test(message.text())) refused.push(message.text());
    });

    await admin.page.goto(`/admin/evaluations/${badgeId}`);
    await admin.page.getByRole('button', { name: /Preview completion\.pdf/ }).click();
    await expect(admin.page.locator('iframe[title="Proof of completion: completion.pdf"]')).toBeVisible();
    // Chromium shows a PDF through its viewer extension, in a frame inside the file's own; a refused
    // frame shows Chromium's error page instead.
    await expect.poll(() => admin.page.frames().some((each) => each.url().startsWith('chrome-extension://'))).toBe(true);
    expect(admin.page.frames().map((each) => each.url())).not.toContain('chrome-error://chromewebdata/');
    expect(refused).toEqual([]);
    await snap(admin.page, 'admin-review-pdf-preview');
    await admin.context.close();
    await applicant.context.close();
  });
});

test.describe('refunds and revocations', () => {
  test('an admin refunds a payment and revokes a certificate; the applicant and a visitor see each', async ({ browser }) => {
    test.setTimeout(120_000);
    const admin = await adminBrowser(browser);
    const applicant = await newPerson(browser);
    const applicantAccount = await createActiveAccount(applicant.context.request, 'refund');
    const refundedBadge = await submitPaidEvaluation(applicant.context.request, 'Refunded Course Example');
    const revokedBadge = await submitPaidEvaluation(applicant.context.request, 'Revoked Course Example');
    const certifiedBadge = await submitPaidEvaluation(applicant.context.request, 'Certified Then Refunded Example');

    // Refund: from the review page's payment panel, confirmed in a dialog.
    await admin.page.goto(`/admin/evaluations/${refundedBadge}`);
    const payment = admin.page.getByRole('region', { name: 'Payment' });
    await payment.getByRole('button', { name: 'Refund payment' }).click();
    await admin.page.getByRole('alertdialog').getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(notification(admin.page, 'The payment has been refunded.')).toBeVisible();
    await expect(payment.getByText('Refunded', { exact: true })).toBeVisible();
    await expect(admin.page.getByRole('region', { name: 'Review' })).toContainText('Refunded. The evaluation left the queue');
    expect((await waitForMail(applicant.context.request, applicantAccount.email, 'refunded')).text).toContain('Refunded Course Example');

    // The applicant's history shows the refund.
    await applicant.page.goto('/history');
    const refundedRow = applicant.page.getByRole('row').filter({ has: applicant.page.getByRole('rowheader', { name: 'Refunded Course Example' }) });
    await expect(refundedRow.getByRole('cell').nth(3)).toHaveText(/^refunded$/i);
    // Its payment page says so, and asks for no payment it cannot take.
    await applicant.page.goto(`/equivalence/${refundedBadge}`);
    await expect(applicant.page.getByText(/This payment was refunded on .*Nothing more is due for this request/)).toBeVisible();
    await expect(applicant.page.getByRole('button', { name: /Pay Now/ })).toHaveCount(0);

    // Revocation: the other evaluation is verified, then its certificate revoked with a reason.
    const decided = await admin.context.request.patch(`/api/badge/history/${revokedBadge}/status`, { data: { status: 'verified' } });
    expect(decided.ok(), await decided.text()).toBe(true);
    const { certificateId } = (await decided.json()) as { certificateId: string };
    await admin.page.goto(`/admin/evaluations/${revokedBadge}`);
    const certificate = admin.page.getByRole('region', { name: 'Certificate' });
    await certificate.getByRole('button', { name: 'Revoke certificate' }).click();
    await certificate.getByRole('button', { name: 'Revoke', exact: true }).click();
    await expect(certificate.getByLabel('Reason')).toHaveAccessibleDescription(/reason/i);
    await certificate.getByLabel('Reason').fill('The institute withdrew the course record.');
    await certificate.getByRole('button', { name: 'Revoke', exact: true }).click();
    await expect(certificate.getByText('Revoked', { exact: true })).toBeVisible();
    await expect(certificate).toContainText('The institute withdrew the course record.');

    // A refund after the certificate was issued revokes it: the admin sees why, the applicant is told.
    const certified = await admin.context.request.patch(`/api/badge/history/${certifiedBadge}/status`, { data: { status: 'verified' } });
    expect(certified.ok(), await certified.text()).toBe(true);
    const refundedCertificateId = ((await certified.json()) as { certificateId: string }).certificateId;
    await admin.page.goto(`/admin/evaluations/${certifiedBadge}`);
    await admin.page.getByRole('region', { name: 'Payment' }).getByRole('button', { name: 'Refund payment' }).click();
    await admin.page.getByRole('alertdialog').getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(notification(admin.page, 'The payment has been refunded.')).toBeVisible();
    await expect(admin.page.getByRole('region', { name: 'Review' })).toContainText('its certificate was revoked');
    await expect(admin.page.getByRole('region', { name: 'Certificate' })).toContainText('Revoked on');
    await expect(admin.page.getByRole('region', { name: 'Certificate' })).toContainText('The payment for this certificate was refunded.');
    await snap(admin.page, 'admin-review-refunded-certificate');
    const refundMail = await waitForMail(applicant.context.request, applicantAccount.email, 'refunded', (mail) => mail.text.includes('Certified Then Refunded Example'));
    expect(refundMail.text).toContain(`the certificate ${refundedCertificateId} was not paid for, it has been revoked`);
    await applicant.page.goto('/history');
    await applicant.page.getByRole('button', { name: 'Details of Certified Then Refunded Example' }).click();
    await expect(applicant.page.getByRole('dialog')).toContainText(`Certificate ${refundedCertificateId} was revoked when the payment was refunded.`);

    // A visitor checking it is told it is revoked, with the date and the reason.
    const visitor = await newPerson(browser, 390);
    await visitor.page.goto(`/validate?certificateId=${certificateId}&name=${encodeURIComponent(applicantAccount.username)}`);
    const result = visitor.page.getByRole('region', { name: 'Validation Result' });
    await expect(result.getByText('Revoked', { exact: true })).toBeVisible();
    await expect(result).toContainText('The issuer revoked this certificate on');
    await expect(result).toContainText('Reason: The institute withdrew the course record.');
    await expect(result.getByText('Valid', { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(visitor.page);
    await snap(visitor.page, 'validate-revoked-390');

    for (const person of [admin, applicant, visitor]) await person.context.close();
  });
});

test.describe('the console at phone and desktop widths', () => {
  for (const width of [390, 1280]) {
    test(`queue, review, users, prices, audit log and background jobs have no axe violations at ${width} px`, async ({ browser }) => {
      test.setTimeout(120_000);
      const admin = await adminBrowser(browser, width);
      const applicant = await newPerson(browser);
      await createActiveAccount(applicant.context.request, `layout${width}`);
      const badgeId = await submitPaidEvaluation(applicant.context.request, 'Introduction to Statistics');

      const pages: [string, string, string][] = [
        ['/admin', 'Review queue', 'admin-queue'],
        [`/admin/evaluations/${badgeId}`, 'Introduction to Statistics', 'admin-review'],
        ['/admin/users', 'Users and roles', 'admin-users'],
        ['/admin/prices', 'Prices', 'admin-prices'],
        ['/admin/audit', 'Audit log', 'admin-audit'],
        ['/admin/jobs', 'Background jobs', 'admin-jobs'],
      ];
      for (const [path, heading, name] of pages) {
        await admin.page.goto(path);
        await expect(admin.page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(admin.page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
        await expectNoAxeViolations(admin.page);
        await expectNoHorizontalScroll(admin.page);
        await snap(admin.page, `${name}-${width}`);
      }
      await admin.page.goto('/admin/jobs');
      await expect(admin.page.getByRole('heading', { level: 3, name: 'Sending e-mail' })).toBeVisible();
      await admin.context.close();
      await applicant.context.close();
    });
  }

  test('a signed-in user without a role is told the console is not for them', async ({ browser }) => {
    const person = await newPerson(browser, 390);
    await createActiveAccount(person.context.request, 'plain');
    await person.page.goto('/admin');
    await expect(person.page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    await expectNoAxeViolations(person.page);
    await snap(person.page, 'admin-not-allowed-390');
    await person.context.close();
  });
});
