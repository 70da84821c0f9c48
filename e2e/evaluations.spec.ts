import { expect, test, type Page } from '@playwright/test';
import { createActiveAccount } from './support/accounts.js';
import {
  evaluationForm,
  fillCourseFields,
  historyRow,
  outlineLabel,
  outlinePdf,
  proofPng,
  resultPanel,
  sampleDescription,
  submitTextEvaluation,
  syllabusDocx,
} from './support/evaluations.js';
import { collectConsoleErrors, expectNoAxeViolations, expectNoHorizontalScroll, notification, saveScreenshot } from './support/page-checks.js';

test.describe.configure({ timeout: 90_000 });

async function evaluateText(page: Page, courseName: string) {
  await page.goto('/equivalence');
  await expect(page.getByRole('heading', { level: 1, name: 'Course Evaluation' })).toBeVisible();
  await fillCourseFields(page, { courseName });
  await evaluationForm(page).getByLabel('Course Description').fill(sampleDescription);
  await evaluationForm(page).getByLabel('Proof of Completion').setInputFiles(proofPng);
  await page.getByRole('button', { name: 'Evaluate', exact: true }).click();
  await expect(notification(page, 'Submission successful!')).toBeVisible();
  await expect(resultPanel(page).getByText(/^Badge ID:/)).toBeVisible();
  return (await resultPanel(page).getByText(/^Badge ID:/).locator('span').textContent())!.trim();
}

test.describe('the evaluation journey at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('text submission → result with skills and level → history row with Request Certificate → request page → payment page → Pay Now', async ({
    page,
    context,
  }) => {
    const consoleErrors = collectConsoleErrors(page);
    await createActiveAccount(page.request, 'evaluate');
    const courseName = `Python Programming ${Date.now().toString(36)}`;

    await page.goto('/equivalence');
    await expect(resultPanel(page)).toContainText('Get results by posting your course description');
    await expect(evaluationForm(page).getByText('JPG, PNG, DOC, DOX and PDF', { exact: false })).toBeVisible();

    const badgeId = await evaluateText(page, courseName);
    const panel = resultPanel(page);
    await expect(panel.getByRole('heading', { name: 'Complexity' })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Skills' })).toBeVisible();
    await expect(panel.getByRole('listitem').filter({ hasText: 'Python programming' })).toBeVisible();
    await expect(panel.getByRole('img', { name: /of 5 stars/ })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Pay $5.00' })).toHaveAttribute('href', `/equivalence/${badgeId}`);
    await expect(panel.getByText('Hint: click PAY (step 1) or CLAIM CERTIFICATE to generate the certificate of evaluation after verification.')).toBeVisible();

    // Once a result exists, the tabs and inputs are disabled.
    await expect(evaluationForm(page).getByLabel('Course Name')).toBeDisabled();
    await expect(evaluationForm(page).getByLabel('Course Description')).toBeDisabled();
    await expect(page.getByRole('tab', { name: 'File Upload' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Evaluate', exact: true })).toHaveCount(0);

    // The result explains itself: the sentence each skill came from, the signals of the level.
    await panel.getByText('Why this result?').click();
    await expect(panel.getByRole('blockquote').filter({ hasText: 'use version control with Git' }).first()).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'What set the level' })).toBeVisible();
    await expectNoAxeViolations(page);

    // History: the new row, not requested yet; the status in the Status cell, its action in the Action cell.
    await page.goto('/history');
    const row = historyRow(page, courseName);
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell').nth(3)).toHaveText('not requested');
    const request = row.getByRole('cell').nth(4).getByRole('link', { name: /Request Certificate/ });
    await expect(request).toHaveAttribute('href', `/Verify-Certificate?badge_Id=${badgeId}`);
    await expect(request).toHaveAttribute('target', '_blank');

    // The row opens its details.
    await row.getByRole('button', { name: `Details of ${courseName}` }).click();
    const dialog = page.getByRole('dialog', { name: courseName });
    await expect(dialog.getByRole('heading', { name: 'Status timeline' })).toBeVisible();
    await expect(dialog).toContainText('Submitted and evaluated');
    await expect(dialog.getByRole('link', { name: /certificate\.png/ })).toHaveAttribute('href', /\/api\/badge\/.+\/files\//);
    await expect(dialog.getByRole('blockquote').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');

    // Request Certificate opens the request page in a new tab.
    const [requestPage] = await Promise.all([context.waitForEvent('page'), request.click()]);
    await expect(requestPage.getByRole('heading', { level: 1, name: 'Request Certificate' })).toBeVisible();
    await expect(requestPage.getByRole('heading', { name: courseName })).toBeVisible();
    await expect(requestPage.getByText('$5.00', { exact: true })).toBeVisible();
    await expectNoAxeViolations(requestPage);
    await requestPage.getByRole('button', { name: 'Pay $5.00' }).click();
    await expect(requestPage).toHaveURL(new RegExp(`/equivalence/${badgeId}$`));
    await expect(requestPage.getByRole('heading', { level: 1, name: 'Payment Pending' })).toBeVisible();
    await expect(requestPage.getByRole('button', { name: 'Pay Now ($5.00)' })).toBeVisible();
    await requestPage.close();

    // Opening the payment page requested the certificate: the row now offers Pay Now.
    await page.reload();
    await expect(historyRow(page, courseName).getByRole('link', { name: 'Pay Now' })).toHaveAttribute('href', `/equivalence/${badgeId}`);
    await expect(page.getByText('Pay Now')).toHaveCount(1);
    expect(consoleErrors).toEqual([]);
  });

  test('the form checks every rule as it is filled, and switching tab clears the description', async ({ page }) => {
    await createActiveAccount(page.request, 'rules');
    await page.goto('/equivalence');
    const form = evaluationForm(page);

    await page.getByRole('button', { name: 'Evaluate', exact: true }).click();
    for (const message of ['Course name is required', 'Invalid learning mode', 'Email is required', 'File is required']) {
      await expect(form.getByText(message).first()).toBeVisible();
    }
    await expect(form.getByText('This field is required').first()).toBeVisible();
    await expect(form.getByLabel('Course Name')).toBeFocused();

    await form.getByLabel('Course Name').fill('ab');
    await expect(form.getByLabel('Course Name')).toHaveAccessibleDescription('Invalid course name');

    await form.getByLabel('Course Start Date').fill('2024-05-10');
    await form.getByLabel('Course End Date').fill('2024-01-15');
    await expect(form.getByLabel('Course End Date')).toHaveAccessibleDescription('Completed date should be greater than started date');
    await form.getByLabel('Course End Date').fill('2024-05-11');
    await expect(form.getByLabel('Course End Date')).not.toHaveAttribute('aria-invalid', 'true');

    // Two days hold 48 hours.
    await form.getByLabel('Credit Hours').fill('49');
    await expect(form.getByLabel('Credit Hours')).toHaveAccessibleDescription('Invalid credit hours');
    await form.getByLabel('Credit Hours').fill('48');
    await expect(form.getByLabel('Credit Hours')).not.toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Credit Hours').fill('1000');
    await expect(form.getByLabel('Credit Hours')).toHaveAccessibleDescription(/Credit hour must be at most 999|Invalid credit hours/);
    await form.getByLabel('Credit Hours').fill('abc');
    await expect(form.getByLabel('Credit Hours')).toHaveAccessibleDescription('Credit hour must be a number');
    await form.getByLabel('Credit Hours').fill('');
    await expect(form.getByLabel('Credit Hours')).toHaveAccessibleDescription('Credit hour is required');

    await expect(form.getByLabel('Learning Mode')).toHaveAccessibleDescription('Invalid learning mode');
    await form.getByLabel('Learning Mode').selectOption('Face to face');
    await expect(form.getByLabel('Learning Mode')).toHaveValue('f2f');

    // The country is free text; the list of countries only suggests.
    await form.getByLabel('Institute Country').fill('');
    await expect(form.getByLabel('Institute Country')).toHaveAccessibleDescription('This field is required');
    await form.getByLabel('Institute Country').fill('Germany');
    await expect(form.getByLabel('Institute Country')).not.toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Institute Website').fill('not a website');
    await form.getByLabel('Institute Website').blur();
    await expect(form.getByLabel('Institute Website')).toHaveAccessibleDescription('Enter a valid URL');

    await form.getByLabel('Proof of Completion').setInputFiles({ name: 'run.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await expect(form.getByLabel('Proof of Completion')).toHaveAccessibleDescription('Not a valid image type');

    // Switching tab clears the description; in each tab one control is labelled "Description".
    await form.getByLabel('Description').fill('Some pasted text');
    await page.getByRole('tab', { name: 'File Upload' }).click();
    await expect(form.getByLabel('Description')).toHaveAttribute('type', 'file');
    await expect(form.getByLabel('Course Outline')).toBeVisible();
    await page.getByRole('tab', { name: 'Text Upload' }).click();
    await expect(form.getByLabel('Course Description')).toHaveValue('');

    // Not English: warned before submitting.
    await form
      .getByLabel('Course Description')
      .fill('Este curso presenta la programación en Python para estudiantes sin experiencia previa. Los estudiantes aprenden variables, bucles y funciones.');
    await expect(form.getByText('Documents must be in English.', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a Word syllabus submitted as a file is evaluated, with an upload progress bar', async ({ page }) => {
    await createActiveAccount(page.request, 'docx');
    const courseName = 'Database Systems COMP378';
    await page.goto('/equivalence');
    await page.getByRole('tab', { name: 'File Upload' }).click();
    await fillCourseFields(page, { courseName, courseStartDate: '2022-01-24', courseEndDate: '2022-05-06' });
    await evaluationForm(page).getByLabel(outlineLabel).setInputFiles(await syllabusDocx());
    await evaluationForm(page).getByLabel('Proof of Completion').setInputFiles(proofPng);

    // Hold the answer a moment to see the progress.
    await page.route('**/api/badge/create', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Evaluate', exact: true }).click();
    await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    await expect(notification(page, 'Submission successful!')).toBeVisible({ timeout: 20_000 });
    const panel = resultPanel(page);
    await expect(panel.getByRole('heading', { name: 'Complexity' })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Skills' })).toBeVisible();

    // The evidence of a file comes from the text the server read from it.
    await panel.getByText('Why this result?').click();
    await expect(panel.getByRole('blockquote').first()).toBeVisible();
    await page.goto('/history');
    await expect(historyRow(page, courseName)).toBeVisible();
  });

  test('a PDF outline made for the test is evaluated; a file that is not what its name says is refused', async ({ page }) => {
    await createActiveAccount(page.request, 'pdf');
    const courseName = 'Statistics for Data Science';
    await page.goto('/equivalence');
    await page.getByRole('tab', { name: 'File Upload' }).click();
    await fillCourseFields(page, { courseName });
    const form = evaluationForm(page);

    // A text file named .pdf: the browser cannot tell, the server reads its bytes.
    await form.getByLabel(outlineLabel).setInputFiles({ name: 'outline.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf at all') });
    await form.getByLabel('Proof of Completion').setInputFiles(proofPng);
    await page.getByRole('button', { name: 'Evaluate', exact: true }).click();
    // The server's message under the input and once as the error notification, not again in the form.
    await expect(form.getByLabel(outlineLabel)).toHaveAttribute('aria-invalid', 'true', { timeout: 15_000 });
    const refusal = 'This file is not a real PDF file. Upload the original document.';
    await expect(form.getByLabel(outlineLabel)).toHaveAccessibleDescription(refusal);
    await expect(page.getByText(refusal, { exact: true })).toHaveCount(2);
    await expect(notification(page, refusal)).toBeVisible();
    await expect(form.getByRole('alert')).toHaveCount(0);

    await form.getByLabel(outlineLabel).setInputFiles(
      await outlinePdf([
        'Statistics for Data Science',
        'Students learn descriptive statistics, probability, hypothesis testing and linear regression.',
        'Assignments use Python and the pandas library to clean and analyse real data sets.',
        'By the end of the course students will be able to design experiments and interpret statistical models.',
      ]),
    );
    await page.getByRole('button', { name: 'Evaluate', exact: true }).click();
    await expect(notification(page, 'Submission successful!')).toBeVisible({ timeout: 20_000 });
    await expect(resultPanel(page).getByRole('heading', { name: 'Complexity' })).toBeVisible();
  });

  test('history: search and Load More over 25 rows', async ({ page }) => {
    test.setTimeout(90_000);
    await createActiveAccount(page.request, 'history');
    const tag = Date.now().toString(36);
    // 13 of one title, 12 of another, sent a few at a time.
    const names = Array.from({ length: 25 }, (_, index) => (index < 13 ? `Algebra ${tag} ${index + 1}` : `Biology ${tag} ${index + 1}`));
    for (let start = 0; start < names.length; start += 5) {
      await Promise.all(names.slice(start, start + 5).map((courseName) => submitTextEvaluation(page.request, { courseName })));
    }

    await page.goto('/history');
    const rows = page.getByRole('table').getByRole('rowheader');
    await expect(rows).toHaveCount(10);
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(rows).toHaveCount(20);
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(rows).toHaveCount(25);
    await expect(page.getByRole('button', { name: 'Nothing more to load' })).toBeDisabled();

    // On a tablet and a phone the six columns do not fit: the same table is drawn as a card per row, each
    // value under its column's name, the headings kept for screen readers, and no row's action cut off.
    for (const width of [820, 375]) {
      await page.setViewportSize({ width, height: 1000 });
      const details = page.getByRole('button', { name: /^Details of / });
      await expect(page.getByRole('columnheader', { name: 'Assigned Title' })).not.toBeInViewport();
      await expect(page.getByRole('table').getByRole('columnheader')).toHaveText(['Assigned Title', 'Level', 'Rating / Points', 'Date', 'Status', 'Action']);
      await expect(rows).toHaveCount(25);
      await expect(details).toHaveCount(25);
      const statusCell = rows.first().locator('xpath=..').getByRole('cell').nth(3);
      expect(await statusCell.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"Status"');
      for (const button of (await details.all()).slice(0, 4)) {
        const box = (await button.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      await expectNoHorizontalScroll(page);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await rows.first().locator('xpath=..').getByRole('cell').nth(3).evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('none');

    // The search waits for typing to pause, lowercases, and matches titles.
    await page.getByRole('searchbox', { name: 'Search by title or level' }).fill(`BIOLOGY ${tag.toUpperCase()}`);
    await expect(rows).toHaveCount(10);
    await expect(rows.first()).toContainText('Biology');
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(rows).toHaveCount(12);
    await expect(page.getByRole('button', { name: 'Nothing more to load' })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search by title or level' }).fill('no such course anywhere');
    await expect(page.getByText('No certifications found')).toBeVisible();

    // The legend: each level with its stars.
    const legend = page.getByRole('region', { name: 'Levels' });
    for (const label of ['Not provided by AI', 'Beginner', 'Novice', 'Intermediate', 'Advance', 'Expert']) {
      await expect(legend.getByText(label)).toBeVisible();
    }
    await expect(legend.getByRole('img', { name: '5 of 5 stars' })).toBeVisible();
  });

  test('history: a failed load says "Error: {message}"', async ({ page }) => {
    await createActiveAccount(page.request, 'history-error');
    await page.route('**/api/badge/history?**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ msg: 'The history is resting.' }) }),
    );
    await page.goto('/history');
    await expect(page.getByText('Error: The history is resting.')).toBeVisible({ timeout: 15_000 });
  });

  test('dashboard: welcome line, totals, chart, guide', async ({ page }) => {
    const account = await createActiveAccount(page.request, 'dashboard');
    const created = await Promise.all([
      submitTextEvaluation(page.request, { courseName: 'Dashboard course one' }),
      submitTextEvaluation(page.request, { courseName: 'Dashboard course two' }),
      submitTextEvaluation(page.request, { courseName: 'Dashboard course three' }),
    ]);
    const points = created.reduce((sum, evaluation) => sum + evaluation.points, 0);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${account.username}` })).toBeVisible();
    await expect(page.getByText('Aspiring Creds Student')).toBeVisible();
    const certificates = page.getByRole('link', { name: /Certificates/ });
    await expect(certificates).toContainText('3');
    await expect(certificates).toHaveAttribute('href', '/history');
    await expect(page.getByText('Cred Points').locator('..')).toContainText(String(points));
    await expect(page.getByRole('img', { name: /^Evaluations by level\./ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Explore Guide' })).toHaveAttribute('href', '/User-Guide');
    await expect(page.getByRole('button', { name: 'Register New Certificate' })).toHaveAttribute('href', '/equivalence');
    await expectNoAxeViolations(page);
  });

  test('dashboard: a failed fetch says so', async ({ page }) => {
    await createActiveAccount(page.request, 'dashboard-error');
    await page.route('**/api/badge/insights', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"msg":"down"}' }));
    await page.goto('/dashboard');
    await expect(page.getByText('An error occurred while fetching data. Please try again later.')).toBeVisible({ timeout: 15_000 });
  });

  test('a visitor is sent from each evaluation page to /login', async ({ page }) => {
    for (const path of ['/dashboard', '/equivalence', '/equivalence/abc', '/history', '/Verify-Certificate?badge_Id=abc']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
  });
});

for (const width of [390, 1280]) {
  test.describe(`evaluation screenshots at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 900 } });
    const shot = (page: Page, name: string) => saveScreenshot(page, `evaluations-${name}-${width}`, { fullPage: true });

    test('dashboard, form, result, history, detail, request page', async ({ page }) => {
      await createActiveAccount(page.request, 'shots');
      await Promise.all(
        ['Data Structures and Algorithms', 'Web Design Basics'].map((courseName) => submitTextEvaluation(page.request, { courseName })),
      );

      await page.goto('/dashboard');
      await expect(page.getByRole('img', { name: /^Evaluations by level\./ })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
      await shot(page, 'dashboard');

      await page.goto('/equivalence');
      await page.getByRole('button', { name: 'Evaluate', exact: true }).click();
      await expect(evaluationForm(page).getByText('Course name is required')).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
      await shot(page, 'form-errors');

      // A long file name stays inside the form on a phone (a fieldset grows to its content unless told not to).
      await evaluationForm(page)
        .getByLabel('Proof of Completion')
        .setInputFiles({ ...proofPng, name: 'certificate-of-completion-introduction-to-python-programming-spring-2024.png' });
      await expectNoHorizontalScroll(page);

      // The form is left with the file chosen above (not kept in the draft): the browser asks, and leaving is confirmed.
      page.once('dialog', (dialog) => void dialog.accept());
      await evaluateText(page, 'Python Programming Basics');
      await resultPanel(page).getByText('Why this result?').click();
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
      // The page scrolled to the result; a full-page shot from the top keeps the header where it belongs.
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, 'result');

      await page.goto('/history');
      await expect(page.getByText('Python Programming Basics', { exact: true })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await shot(page, 'history');
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Details of Python Programming Basics' }).click();
      await expect(page.getByRole('dialog').getByRole('heading', { name: 'Status timeline' })).toBeVisible();
      await expectNoAxeViolations(page);
      await saveScreenshot(page, `evaluations-detail-${width}`);
      await page.keyboard.press('Escape');

      const badgeId = new URL(
        (await page.getByRole('link', { name: /Request Certificate/ }).first().getAttribute('href'))!,
        'http://x',
      ).searchParams.get('badge_Id');
      await page.goto(`/Verify-Certificate?badge_Id=${badgeId}`);
      await expect(page.getByRole('button', { name: 'Pay $5.00' })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
      await shot(page, 'request');
    });
  });
}
