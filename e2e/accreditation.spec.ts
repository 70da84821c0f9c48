import { expect, test } from '@playwright/test';
import { addInstituteThroughApi, enGbDate, fillApplication, todayIso, yearsLaterIso } from './support/accreditation.js';
import { createActiveAccount } from './support/accounts.js';
import { waitForMail } from './support/mailbox.js';
import { collectConsoleErrors, expectNoAxeViolations, expectNoHorizontalScroll, notification, saveScreenshot, snap } from './support/page-checks.js';
import { adminBrowser, newPerson } from './support/people.js';

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('accreditation', () => {
  test('an institute applies online and pays; an admin approves; anyone finds it in the list, opens its link and verifies it', async ({ browser }) => {
    test.setTimeout(180_000);
    const marker = suffix();
    const institute = { name: `Lakeshore Technical College ${marker}`, website: `lakeshore-${marker}.example` };

    // The applicant, signed in, starts from the accreditation page.
    const applicant = await newPerson(browser);
    const consoleErrors = collectConsoleErrors(applicant.page);
    const account = await createActiveAccount(applicant.context.request, 'institute');
    await applicant.page.goto('/accreditation');
    await expect(applicant.page.getByRole('heading', { level: 1, name: 'Accreditation of institutes' })).toBeVisible();
    await expect(applicant.page.getByRole('link', { name: 'accreditation@creds.example' })).toHaveAttribute('href', 'mailto:accreditation@creds.example');
    await expect(applicant.page.getByRole('row', { name: /Year 10/ })).toContainText('$220.13');
    await applicant.page.getByRole('link', { name: 'Apply Online' }).first().click();
    await expect(applicant.page.getByRole('heading', { level: 1, name: 'Apply for accreditation' })).toBeVisible();

    // The form checks the contract's rules before sending anything.
    await applicant.page.getByRole('button', { name: 'Submit application' }).click();
    await expect(applicant.page.getByLabel('Name of the institute')).toHaveAccessibleDescription('This field is required');
    await fillApplication(applicant.page, institute);
    await applicant.page.getByRole('button', { name: 'Submit application' }).click();
    await expect(applicant.page).toHaveURL(/\/accreditation\/applications\/[0-9a-f-]{36}$/);
    await expect(applicant.page.getByRole('heading', { level: 1, name: institute.name })).toBeVisible();
    await expect(applicant.page.getByText('Submitted', { exact: true }).first()).toBeVisible();
    await waitForMail(applicant.context.request, account.email, 'received');
    await expectNoAxeViolations(applicant.page);

    // Pay the registration and first-year fee with the sandbox's test card.
    await applicant.page.getByRole('button', { name: 'Pay $199.00' }).click();
    const dialog = applicant.page.getByRole('dialog', { name: 'Payment Details' });
    await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
    await dialog.getByLabel('Expiry date').fill('12 / 34');
    await dialog.getByLabel('CVC').fill('123');
    await dialog.getByRole('button', { name: 'Pay $199.00' }).click();
    await expect(notification(applicant.page, 'Payment completed successfully!')).toBeVisible();
    await expect(applicant.page.getByRole('heading', { name: 'Under review' })).toBeVisible();
    await waitForMail(applicant.context.request, account.email, 'is under review');

    // The admin approves it from the accreditation desk, reached from the review console.
    const admin = await adminBrowser(browser);
    await admin.page.goto('/admin');
    await admin.page.getByRole('navigation', { name: 'Review console' }).getByRole('link', { name: 'Accreditation' }).click();
    await expect(admin.page.getByRole('heading', { level: 1, name: 'Accreditation applications' })).toBeVisible();
    await admin.page.getByRole('searchbox', { name: 'Search applications' }).fill(marker);
    await admin.page.getByRole('button', { name: 'Search', exact: true }).click();
    await admin.page.getByRole('link', { name: institute.name }).click();
    await expect(admin.page.getByRole('heading', { level: 1, name: institute.name })).toBeVisible();
    await expectNoAxeViolations(admin.page);
    await snap(admin.page, 'admin-accreditation-review-1280');
    await admin.page.getByLabel('Public comment (optional)').fill('Welding and electrical programmes');
    await admin.page.getByRole('button', { name: 'Approve and list the institute' }).click();
    await expect(notification(admin.page, /Certificate No\. AC-\d{8}/)).toBeVisible();
    const approvedMail = await waitForMail(applicant.context.request, account.email, 'is accredited');
    const certificateId = /Accreditation certificate: (AC-\d{8})/.exec(approvedMail.text)?.[1];
    expect(certificateId).toBeTruthy();

    // The applicant sees the accreditation, its certificate and its next renewal.
    await applicant.page.reload();
    await expect(applicant.page.getByRole('heading', { name: 'Accredited' })).toBeVisible();
    await expect(applicant.page.getByText(certificateId!, { exact: true })).toBeVisible();
    const certificate = await applicant.context.request.get(await applicant.page.getByRole('link', { name: /Accreditation certificate \(PDF\)/ }).getAttribute('href') ?? '');
    expect(certificate.headers()['content-type']).toBe('application/pdf');
    await expectNoAxeViolations(applicant.page);

    // A visitor finds it in the public list, searching in another case, with its period in en-GB dates.
    const visitor = await newPerson(browser);
    const link = `https://${institute.website}`;
    await visitor.context.route(`${link}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Lakeshore</title><h1>Lakeshore</h1>' }));
    await visitor.page.goto('/accredited-institutions');
    await expect(visitor.page.getByRole('heading', { level: 1, name: 'ACCREDITED INSTITUTES' })).toBeVisible();
    await visitor.page.getByRole('searchbox', { name: 'Search institutes by name' }).fill(`  lakeshore TECHNICAL college ${marker.toUpperCase()} `);
    await visitor.page.getByRole('searchbox', { name: 'Search institutes by name' }).press('Enter');
    const table = visitor.page.getByRole('table', { name: 'List of our Accredited Institutes' });
    const row = table.getByRole('row').filter({ hasText: institute.name });
    await expect(row).toHaveCount(1);
    await expect(table.getByRole('row')).toHaveCount(2);
    const today = todayIso();
    await expect(row).toContainText(`${enGbDate(today)} - ${enGbDate(yearsLaterIso(today, 1))}`);
    await expect(row).toContainText(certificateId!);
    await expect(row).toContainText('Welding and electrical programmes');
    await expect(row.getByRole('cell').nth(3)).toHaveText(/^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4} - \d{1,2} [A-Z][a-z]+ \d{4}$/);

    // A click on the row opens the institute's site in a new tab.
    const [popup] = await Promise.all([visitor.context.waitForEvent('page'), row.getByRole('cell').nth(2).click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(`${link}/`);
    await popup.close();

    // From the keyboard: Tab reaches the row's link to the institute, and Enter opens it in a new tab.
    const nameLink = row.getByRole('link', { name: new RegExp(institute.name) });
    await visitor.page.getByRole('searchbox', { name: 'Search institutes by name' }).focus();
    for (let presses = 0; presses < 40 && !(await nameLink.evaluate((element) => element === document.activeElement)); presses++) {
      await visitor.page.keyboard.press('Tab');
    }
    await expect(nameLink).toBeFocused();
    const [keyboardPopup] = await Promise.all([visitor.context.waitForEvent('page'), visitor.page.keyboard.press('Enter')]);
    await keyboardPopup.waitForLoadState();
    expect(keyboardPopup.url()).toBe(`${link}/`);
    await keyboardPopup.close();

    // Its certificate verifies as current.
    await visitor.page.goto(`/accreditation/verify/${certificateId}`);
    await expect(visitor.page.getByText('This accreditation is current.')).toBeVisible();
    await expectNoAxeViolations(visitor.page);

    expect(consoleErrors).toEqual([]);
    for (const person of [applicant, admin, visitor]) await person.context.close();
  });

  test('the list shows current institutes only, with en-GB dates such as "1 January 2026", 20 a page', async ({ browser }) => {
    const admin = await adminBrowser(browser);
    const marker = suffix();
    const endDate = yearsLaterIso(todayIso(), 1);
    await addInstituteThroughApi(admin.context.request, { name: `Granite Bay School ${marker}`, country: 'Nigeria', startDate: '2026-01-01', endDate, link: `granite-${marker}.example` });
    await addInstituteThroughApi(admin.context.request, { name: `Granite Bay Lapsed ${marker}`, country: 'Nigeria', startDate: '2025-01-01', endDate: '2026-01-01', link: `lapsed-${marker}.example` });

    const visitor = await newPerson(browser);
    await visitor.page.goto(`/accredited-institutions?search=${encodeURIComponent(`granite bay`)}`);
    const table = visitor.page.getByRole('table', { name: 'List of our Accredited Institutes' });
    const row = table.getByRole('row').filter({ hasText: `Granite Bay School ${marker}` });
    await expect(row).toContainText(`1 January 2026 - ${enGbDate(endDate)}`);
    await expect(table.getByRole('row').filter({ hasText: `Granite Bay Lapsed ${marker}` })).toHaveCount(0);

    // The demo registry of a new installation: current demo institutes listed, the expired one not.
    await visitor.page.goto('/accredited-institutions?search=demo');
    await expect(table.getByRole('row').filter({ hasText: 'Northwind Polytechnic (Demo)' })).toHaveCount(1);
    await expect(table.getByRole('row').filter({ hasText: 'Adventure Works' })).toHaveCount(0);
    await visitor.page.goto('/accreditation/verify/DEMO-0006');
    await expect(visitor.page.getByText(/This accreditation has expired/)).toBeVisible();
    for (const person of [admin, visitor]) await person.context.close();
  });

  test('the institute contact renews a period that ends soon, paying the renewal fee; the period runs a year longer', async ({ browser }) => {
    const admin = await adminBrowser(browser);
    const contact = await newPerson(browser, 390);
    const account = await createActiveAccount(contact.context.request, 'contact');
    const endDate = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const { certificateId } = await addInstituteThroughApi(admin.context.request, {
      name: `Renewal Institute ${suffix()}`,
      country: 'Ghana',
      startDate: yearsLaterIso(endDate, -1),
      endDate,
      link: 'renewal-institute.example',
      contactEmail: account.email,
    });

    await contact.page.goto(`/accreditation/renew/${certificateId}`);
    await expect(contact.page.getByRole('heading', { level: 1, name: 'Renew the accreditation' })).toBeVisible();
    await expect(contact.page.getByText(`Year 2: $149.00, until ${enGbDate(yearsLaterIso(endDate, 1))}`)).toBeVisible();
    await expect(contact.page.getByRole('table')).toContainText('Year 10');
    await expectNoAxeViolations(contact.page);
    await expectNoHorizontalScroll(contact.page);
    await snap(contact.page, 'accreditation-renew-390');
    await contact.page.setViewportSize({ width: 1280, height: 900 });
    await expectNoAxeViolations(contact.page);
    await expectNoHorizontalScroll(contact.page);
    await snap(contact.page, 'accreditation-renew-1280');
    await contact.page.setViewportSize({ width: 390, height: 900 });
    await contact.page.getByRole('button', { name: 'Pay $149.00' }).click();
    const dialog = contact.page.getByRole('dialog', { name: 'Payment Details' });
    await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
    await dialog.getByLabel('Expiry date').fill('12 / 34');
    await dialog.getByLabel('CVC').fill('123');
    await dialog.getByRole('button', { name: 'Pay $149.00' }).click();
    await expect(contact.page.getByText(`Renewed: the accreditation now runs until ${enGbDate(yearsLaterIso(endDate, 1))}.`)).toBeVisible();
    await expect(contact.page.getByText(/Year 3: \$156\.45/)).toBeVisible();
    for (const person of [admin, contact]) await person.context.close();
  });

  for (const width of [390, 1280] as const) {
    test(`public pages and the application pages at ${width} px: no axe violations, no sideways scrolling`, async ({ browser }) => {
      test.setTimeout(120_000);
      const person = await newPerson(browser, width);
      for (const [path, name] of [
        ['/accreditation', 'accreditation'],
        ['/accredited-institutions', 'accredited-institutions'],
        ['/accreditation/verify/DEMO-0001', 'accreditation-verify'],
      ] as const) {
        await person.page.goto(path);
        await expect(person.page.getByRole('heading', { level: 1 })).toBeVisible();
        if (path === '/accredited-institutions') await expect(person.page.getByRole('table', { name: 'List of our Accredited Institutes' })).toContainText('(Demo)');
        if (path === '/accreditation') await expect(person.page.getByRole('row', { name: /Year 10/ })).toBeVisible();
        if (path.startsWith('/accreditation/verify')) await expect(person.page.getByText('This accreditation is current.')).toBeVisible();
        await expectNoAxeViolations(person.page);
        await expectNoHorizontalScroll(person.page);
        await snap(person.page, `${name}-${width}`);
      }

      await createActiveAccount(person.context.request, 'screens');
      await person.page.goto('/accreditation/apply');
      await expect(person.page.getByRole('heading', { level: 1, name: 'Apply for accreditation' })).toBeVisible();
      await expectNoAxeViolations(person.page);
      await expectNoHorizontalScroll(person.page);
      await snap(person.page, `accreditation-apply-${width}`);
      await person.page.getByRole('button', { name: 'Submit application' }).click();
      await expect(person.page.getByText(/fields need your attention/)).toBeVisible();
      await expectNoAxeViolations(person.page);
      await snap(person.page, `accreditation-apply-errors-${width}`);

      await fillApplication(person.page, { name: `Screenshot Institute ${suffix()}`, website: 'screenshot-institute.example' });
      await person.page.getByRole('button', { name: 'Submit application' }).click();
      await expect(person.page).toHaveURL(/\/accreditation\/applications\//);
      await expect(person.page.getByRole('button', { name: 'Pay $199.00' })).toBeVisible();
      await expectNoAxeViolations(person.page);
      await expectNoHorizontalScroll(person.page);
      await snap(person.page, `accreditation-application-${width}`);
      await person.page.getByRole('button', { name: 'Pay $199.00' }).click();
      await expect(person.page.getByRole('dialog', { name: 'Payment Details' })).toBeVisible();
      await expectNoAxeViolations(person.page);
      await saveScreenshot(person.page, `accreditation-payment-${width}`);
      await person.context.close();
    });
  }

  for (const width of [1280, 390] as const) {
    test(`the accreditation desk at ${width} px: queue, review, institutes and import`, async ({ browser }) => {
      test.setTimeout(120_000);
      const admin = await adminBrowser(browser, width);
      for (const [path, heading, name] of [
        ['/admin/accreditation?status=all', 'Accreditation applications', 'admin-accreditation-queue'],
        ['/admin/accreditation/institutes', 'Accredited institutes', 'admin-accreditation-institutes'],
        ['/admin/accreditation/import', 'Import institutes', 'admin-accreditation-import'],
      ] as const) {
        await admin.page.goto(path);
        await expect(admin.page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectNoAxeViolations(admin.page);
        await expectNoHorizontalScroll(admin.page);
        await snap(admin.page, `${name}-${width}`);
      }
      // The dialog that adds an institute, with its messages showing.
      await admin.page.goto('/admin/accreditation/institutes');
      await admin.page.getByRole('button', { name: 'Add an institute' }).click();
      const addDialog = admin.page.getByRole('dialog', { name: 'Add an institute' });
      await addDialog.getByRole('button', { name: 'Add the institute' }).click();
      await expect(addDialog.getByLabel('Name of the Institute')).toHaveAccessibleDescription('This field is required');
      await expectNoAxeViolations(admin.page);
      await addDialog.getByRole('button', { name: 'Close' }).click();
      await admin.page.goto('/admin/accreditation/import');
      // An import preview with a bad row: nothing can be imported until it is corrected.
      const csv = ['Name of the Institute,Country,Start Date,End Date,Link', `Preview College ${suffix()},Ghana,2026-01-01,2027-01-01,preview.example`, 'Broken College,Atlantis,2026-01-01,2027-01-01,broken.example'].join('\n');
      await admin.page.getByLabel('CSV file').setInputFiles({ name: 'institutes.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await expect(admin.page.getByText('Choose a country from the list')).toBeVisible();
      await expect(admin.page.getByRole('button', { name: 'Nothing to import' })).toBeDisabled();
      await expectNoAxeViolations(admin.page);
      await expectNoHorizontalScroll(admin.page);
      await snap(admin.page, `admin-accreditation-import-preview-${width}`);
      await admin.context.close();
    });
  }
});
