import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The smallest real PNG (1 × 1 px): a scanned document has no text, so no language to check. */
export const scanPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A calendar date as the public table writes it (en-GB long, in UTC): "1 January 2026". */
export function enGbDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

export function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

export function yearsLaterIso(isoDate: string, years: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year + years, month - 1, day));
  if (date.getUTCMonth() !== month - 1) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

/** Fills the online application as a person would, with two scanned documents, and ticks the declaration. */
export async function fillApplication(page: Page, institute: { name: string; website: string }) {
  await page.getByLabel('Name of the institute').fill(institute.name);
  await page.getByLabel('Type of institute').selectOption('College');
  await page.getByLabel('Country').selectOption('Canada');
  await page.getByLabel('Address').fill('12 Harbour Road, Halifax, NS B3H 1A1');
  await page.getByLabel('Website').fill(institute.website);
  await page.getByLabel('Registration number').fill('NS-2011-4471');
  await page.getByLabel('Year founded').fill('2011');
  await page.getByLabel('Contact person').fill('Morgan Lee');
  await page.getByLabel('E-mail').fill('registrar@lakeshore.example');
  await page.getByLabel('Phone').fill('+1 902 555 0142');
  await page.getByLabel('Programmes offered').fill('Diploma in Welding (2 years)\nCertificate in Electrical Installation (1 year)');
  await page.getByLabel('Learners per year').fill('850');
  await page.getByLabel('Registration certificate').setInputFiles({ name: 'registration-scan.png', mimeType: 'image/png', buffer: scanPng });
  await page.getByLabel('Programme outline').setInputFiles({ name: 'programme-outline.png', mimeType: 'image/png', buffer: scanPng });
  await page.getByRole('checkbox', { name: /I declare that the information/ }).check();
}

/** Lists an institute straight into the registry as the admin signed in on `request`. */
export async function addInstituteThroughApi(request: APIRequestContext, institute: Record<string, string>): Promise<{ certificateId: string }> {
  const response = await request.post('/api/admin/accreditation/institutes', { data: institute });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { institute: { certificateId: string } }).institute;
}
