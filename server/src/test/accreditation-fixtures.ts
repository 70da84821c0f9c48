import { addYearsIso, utcIsoDate } from '@creds/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../db/client.js';
import { accreditationApplications, accreditedInstitutes, payments } from '../db/schema.js';
import type { TestApp } from './app.js';
import { uniqueName } from './factories.js';
import { multipart, pdfWithText, pngBytes, type MultipartFile } from './files.js';

/** Every field of a valid application; give only what the test is about. */
export function applicationFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    instituteName: uniqueName('Riverside Institute'),
    instituteType: 'college',
    country: 'Canada',
    address: '12 Harbour Road, Halifax, NS B3H 1A1',
    website: 'riverside-institute.example',
    registrationNumber: 'NS-2011-4471',
    yearFounded: '2011',
    contactName: 'Morgan Lee',
    contactEmail: 'registrar@riverside-institute.example',
    contactPhone: '+1 902 555 0142',
    programmes: 'Diploma in Welding (2 years)\nCertificate in Electrical Installation (1 year)',
    learnersPerYear: '850',
    declaration: 'true',
    ...overrides,
  };
}

export const registrationText =
  'Certificate of registration. This is to certify that the institute named in this certificate is registered with the provincial ' +
  'department of education as a private career college, and is authorised to deliver the programmes listed in the schedule.';

export async function applicationDocuments(): Promise<Record<string, MultipartFile>> {
  return {
    registrationCertificate: { name: 'registration.pdf', type: 'application/pdf', bytes: await pdfWithText(registrationText) },
    programmeOutline: { name: 'outline.png', type: 'image/png', bytes: pngBytes },
  };
}

export function submit(t: TestApp, cookie: string, fields: Record<string, string>, files: Record<string, MultipartFile>) {
  const body = multipart(fields, files);
  return t.app.inject({ method: 'POST', url: '/api/accreditation/applications', headers: { cookie, ...body.headers }, payload: body.payload });
}

/** Submits a valid application through the API and returns its id. */
export async function submitValidApplication(t: TestApp, cookie: string, overrides: Record<string, string> = {}): Promise<{ id: string; reference: string; instituteName: string }> {
  const response = await submit(t, cookie, applicationFields(overrides), await applicationDocuments());
  expect(response.statusCode, response.body).toBe(200);
  return response.json().msg;
}

/** Pays an application's fee with a sandbox card, as the browser does. */
export async function payApplication(t: TestApp, cookie: string, applicationId: string, card = '4242424242424242') {
  const started = await t.app.inject({ method: 'POST', url: `/api/accreditation/applications/${applicationId}/payment`, headers: { cookie } });
  expect(started.statusCode, started.body).toBe(200);
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/confirm',
    headers: { cookie },
    payload: { clientSecret: started.json().msg.clientSecret, card: { number: card, expiry: '12 / 34', cvc: '123' } },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed.json().msg as { status: string };
}

/** An application submitted and paid through the API: it waits in the review queue. */
export async function applicationUnderReview(t: TestApp, cookie: string, overrides: Record<string, string> = {}) {
  const application = await submitValidApplication(t, cookie, overrides);
  await payApplication(t, cookie, application.id);
  return application;
}

export function decide(t: TestApp, cookie: string, applicationId: string, payload: Record<string, string>) {
  return t.app.inject({ method: 'POST', url: `/api/admin/accreditation/applications/${applicationId}/decision`, headers: { cookie }, payload });
}

export async function applicationRow(db: Database, id: string) {
  return (await db.select().from(accreditationApplications).where(eq(accreditationApplications.id, id)))[0]!;
}

export async function paymentOf(db: Database, subjectId: string) {
  return (await db.select().from(payments).where(eq(payments.subjectId, subjectId)))[0];
}

/** A listed institute written straight to the database; current for a year from today unless told otherwise. */
export async function createInstitute(
  db: Database,
  overrides: Partial<typeof accreditedInstitutes.$inferInsert> = {},
): Promise<typeof accreditedInstitutes.$inferSelect> {
  const startDate = overrides.startDate ?? utcIsoDate();
  const [row] = await db
    .insert(accreditedInstitutes)
    .values({
      certificateId: `T-${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
      name: uniqueName('Harbour College'),
      country: 'Kenya',
      startDate,
      endDate: addYearsIso(startDate, 1),
      link: 'https://harbour-college.example',
      source: 'admin',
      ...overrides,
    })
    .returning();
  return row!;
}
