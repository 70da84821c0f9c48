import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accreditationApplications, accreditedInstitutes, prices } from '../../db/schema.js';
import { createDiskStorage, diskStorageRoot, type FileStorage } from '../../providers/storage.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { createUser, mailsTo, signIn, type TestUser } from '../../test/factories.js';
import { docxWithText, exeBytes, multipart, pdfWithText, pngBytes } from '../../test/files.js';
import {
  applicationDocuments,
  applicationFields,
  applicationRow,
  createInstitute,
  payApplication,
  paymentOf,
  submit,
  submitValidApplication,
} from '../../test/accreditation-fixtures.js';

let t: TestApp;
let storage: FileStorage & { puts: number; failOnPut: number | null };
let applicant: TestUser;
let cookie: string;
let reviewerCookie: string;

/** The disk storage, counting what it stores and able to fail on the n-th put. */
function countingStorage(root: string) {
  const disk = createDiskStorage(root);
  const wrapper = {
    kind: disk.kind,
    puts: 0,
    failOnPut: null as number | null,
    async put(bytes: Uint8Array, hint: { prefix: string }) {
      wrapper.puts += 1;
      if (wrapper.failOnPut === wrapper.puts) throw new Error('disk full');
      return disk.put(bytes, hint);
    },
    read: (key: string) => disk.read(key),
    delete: (key: string) => disk.delete(key),
    list: (prefix: string) => disk.list(prefix),
  };
  return wrapper;
}

function storedFiles(root: string): string[] {
  const base = join(root, 'accreditation');
  try {
    return readdirSync(base, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name);
  } catch {
    return [];
  }
}

let dataDir: string;
let uploadsRoot: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'creds-accreditation-'));
  uploadsRoot = diskStorageRoot(dataDir);
  storage = countingStorage(uploadsRoot);
  t = await buildTestApp({}, { storage });
  applicant = await createUser(t.database.db, { username: 'Morgan Applicant' });
  cookie = await signIn(t.app, applicant);
  reviewerCookie = await signIn(t.app, await createUser(t.database.db, { role: 'reviewer' }));
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, as = cookie) => t.app.inject({ method: 'GET', url, headers: { cookie: as } });

describe('applying for accreditation', () => {
  it('records a valid application as submitted, with its documents, timeline and a mail asking for the fee', async () => {
    const fields = applicationFields({ instituteName: 'Lakeshore Technical College', website: 'lakeshore.example' });
    const response = await submit(t, cookie, fields, await applicationDocuments());
    expect(response.statusCode, response.body).toBe(200);
    const application = response.json().msg;
    expect(application).toMatchObject({
      instituteName: 'Lakeshore Technical College',
      instituteType: 'college',
      website: 'https://lakeshore.example',
      yearFounded: 2011,
      learnersPerYear: 850,
      status: 'submitted',
      paymentStatus: null,
      feeCents: 19_900,
      reference: expect.stringMatching(/^AP-[A-Z2-9]{6}$/),
      institute: null,
    });
    expect(application.documents.map((document: { kind: string; name: string }) => [document.kind, document.name])).toEqual([
      ['programmeOutline', 'outline.png'],
      ['registrationCertificate', 'registration.pdf'],
    ]);
    expect(application.timeline).toEqual([expect.objectContaining({ status: 'submitted' })]);

    const [mail] = await mailsTo(t.database.db, applicant.email);
    expect(mail!.subject).toBe(`Accreditation application ${application.reference} received`);
    expect(mail!.text).toContain('$199.00');

    const list = (await get('/api/accreditation/applications')).json().msg;
    expect(list[0]).toMatchObject({ id: application.id, status: 'submitted' });
    const document = application.documents.find((candidate: { kind: string }) => candidate.kind === 'registrationCertificate');
    const file = await get(`/api/accreditation/applications/${application.id}/files/${document.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect((await get(`/api/accreditation/applications/${application.id}/files/${document.id}`, reviewerCookie)).statusCode).toBe(200);
  });

  it('refuses a second application for an institute whose first is still open, and takes one once it is decided', async () => {
    const first = await submitValidApplication(t, cookie, { instituteName: 'Harbourview Polytechnic' });
    const putsBefore = storage.puts;
    const again = await submit(t, cookie, applicationFields({ instituteName: '  harbourview   POLYTECHNIC ' }), await applicationDocuments());
    expect(again.statusCode).toBe(409);
    const message = `You already have an application for this institute in progress (${first.reference}). Continue it from your applications instead of applying again.`;
    expect(again.json()).toMatchObject({ msg: message, fields: { instituteName: message } });
    expect(storage.puts).toBe(putsBefore);
    const names = (await get('/api/accreditation/applications')).json().msg.map((application: { instituteName: string }) => application.instituteName);
    expect(names.filter((name: string) => name === 'Harbourview Polytechnic')).toHaveLength(1);

    // Another applicant may apply for it (the reviewers see both); so may this one once the first is decided.
    const other = await signIn(t.app, await createUser(t.database.db));
    expect((await submit(t, other, applicationFields({ instituteName: 'Harbourview Polytechnic' }), await applicationDocuments())).statusCode).toBe(200);
    await t.database.db.update(accreditationApplications).set({ status: 'rejected' }).where(eq(accreditationApplications.id, first.id));
    expect((await submit(t, cookie, applicationFields({ instituteName: 'Harbourview Polytechnic' }), await applicationDocuments())).statusCode).toBe(200);
  });

  it('refuses an application for an institute already accredited in its country, pointing to the renewal; takes one elsewhere or once withdrawn', async () => {
    const listed = await createInstitute(t.database.db, { name: 'Lakeside  Technical College', country: 'Canada', userId: applicant.id, source: 'application' });
    const putsBefore = storage.puts;
    const again = await submit(t, cookie, applicationFields({ instituteName: ' lakeside technical   COLLEGE ', country: 'Canada' }), await applicationDocuments());
    expect(again.statusCode).toBe(409);
    const message = `This institute is already accredited (certificate ${listed.certificateId}). Renew that accreditation instead of applying again: /accreditation/renew/${listed.certificateId}`;
    expect(again.json()).toMatchObject({ msg: message, fields: { instituteName: message } });
    expect(storage.puts).toBe(putsBefore);
    const names = (await get('/api/accreditation/applications')).json().msg.map((application: { instituteName: string }) => application.instituteName.toLowerCase());
    expect(names.filter((name: string) => name.includes('lakeside'))).toEqual([]);

    // The same name in another country is another institute; a withdrawn accreditation may be applied for again.
    const other = await signIn(t.app, await createUser(t.database.db));
    expect((await submit(t, other, applicationFields({ instituteName: 'Lakeside Technical College', country: 'Kenya' }), await applicationDocuments())).statusCode).toBe(200);
    await t.database.db.update(accreditedInstitutes).set({ removedAt: new Date() }).where(eq(accreditedInstitutes.id, listed.id));
    expect((await submit(t, cookie, applicationFields({ instituteName: 'Lakeside Technical College', country: 'Canada' }), await applicationDocuments())).statusCode).toBe(200);
  });

  it('records one application when the same one is sent twice at once (a double click), and keeps no file of the other', async () => {
    const fields = applicationFields({ instituteName: 'Twice Clicked College' });
    const filesBefore = storedFiles(uploadsRoot).length;
    const answers = await Promise.all([submit(t, cookie, fields, await applicationDocuments()), submit(t, cookie, fields, await applicationDocuments())]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const names = (await get('/api/accreditation/applications')).json().msg.map((application: { instituteName: string }) => application.instituteName);
    expect(names.filter((name: string) => name === 'Twice Clicked College')).toHaveLength(1);
    expect(storedFiles(uploadsRoot).length).toBe(filesBefore + 2);
  });

  it('refuses missing and invalid fields with one message per field, as the form shows them', async () => {
    const response = await submit(
      t,
      cookie,
      applicationFields({ instituteName: '', country: 'Atlantis', website: 'not a site', yearFounded: String(new Date().getUTCFullYear() + 1), contactPhone: '12', instituteType: 'school', declaration: 'false' }),
      await applicationDocuments(),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      instituteName: 'This field is required',
      country: 'Choose a country from the list',
      website: 'Enter a valid URL',
      yearFounded: 'The year founded cannot be in the future',
      contactPhone: 'Enter a phone number with its country code, e.g. +1 214 555 0147',
      instituteType: 'Choose the type of institute',
      declaration: 'Please confirm the declaration to submit the application',
    });
    const withoutDeclaration = applicationFields();
    delete withoutDeclaration.declaration;
    expect((await submit(t, cookie, withoutDeclaration, await applicationDocuments())).json().fields).toMatchObject({ declaration: 'Please confirm the declaration to submit the application' });
  });

  it('refuses a missing document, a wrong type, a disguised program and a document not in English; accepts a DOCX and a scan', async () => {
    const documents = await applicationDocuments();
    const { programmeOutline: _omitted, ...onlyOne } = documents;
    const missing = await submit(t, cookie, applicationFields(), onlyOne);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ programmeOutline: 'File is required' });

    const text = await submit(t, cookie, applicationFields(), { ...documents, programmeOutline: { name: 'outline.txt', type: 'text/plain', bytes: Buffer.from('Programme outline') } });
    expect(text.json()).toMatchObject({ msg: 'Choose a PDF, Word document or image (JPEG or PNG).', fields: { programmeOutline: 'Choose a PDF, Word document or image (JPEG or PNG).' } });

    const disguised = await submit(t, cookie, applicationFields(), { ...documents, registrationCertificate: { name: 'certificate.pdf', type: 'application/pdf', bytes: exeBytes } });
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().fields.registrationCertificate).toBe('This file is not a real PDF file. Upload the original document.');

    const french = await pdfWithText(
      "Certificat d'enregistrement. Nous certifions que l'établissement nommé dans ce certificat est enregistré auprès du ministère de " +
        "l'éducation de la province comme collège privé, et qu'il est autorisé à dispenser les programmes énumérés dans l'annexe.",
    );
    const notEnglish = await submit(t, cookie, applicationFields(), { ...documents, registrationCertificate: { name: 'certificat.pdf', type: 'application/pdf', bytes: french } });
    expect(notEnglish.statusCode).toBe(400);
    expect(notEnglish.json()).toMatchObject({ msg: 'Documents must be in English.', fields: { registrationCertificate: 'Documents must be in English.' } });

    const tooLarge = await submit(t, cookie, applicationFields(), { ...documents, programmeOutline: { name: 'outline.png', type: 'image/png', bytes: Buffer.concat([pngBytes, Buffer.alloc(10 * 1024 * 1024)]) } });
    expect(tooLarge.statusCode).toBe(413);

    const accepted = await submit(t, cookie, applicationFields(), {
      registrationCertificate: { name: 'scan.png', type: 'image/png', bytes: pngBytes },
      programmeOutline: { name: 'outline.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', bytes: await docxWithText() },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('keeps nothing when storing a document fails: no application, no stored file', async () => {
    const before = (await t.database.db.select().from(accreditationApplications)).length;
    const filesBefore = storedFiles(uploadsRoot).length;
    storage.failOnPut = storage.puts + 2;
    try {
      const response = await submit(t, cookie, applicationFields(), await applicationDocuments());
      expect(response.statusCode).toBe(500);
    } finally {
      storage.failOnPut = null;
    }
    expect((await t.database.db.select().from(accreditationApplications)).length).toBe(before);
    expect(storedFiles(uploadsRoot).length).toBe(filesBefore);
  });

  it("answers another user's application with 404, exactly like a missing one", async () => {
    const application = await submitValidApplication(t, cookie);
    const stranger = await signIn(t.app, await createUser(t.database.db));
    const missing = await get('/api/accreditation/applications/00000000-0000-4000-8000-000000000000', stranger);
    const foreign = await get(`/api/accreditation/applications/${application.id}`, stranger);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);
    const detail = (await get(`/api/accreditation/applications/${application.id}`)).json().msg;
    expect((await get(`/api/accreditation/applications/${application.id}/files/${detail.documents[0].id}`, stranger)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/accreditation/applications/${application.id}/payment`, headers: { cookie: stranger } })).statusCode).toBe(404);
    const answer = multipart({ response: 'Here is the information you asked for.' }, {});
    expect((await t.app.inject({ method: 'POST', url: `/api/accreditation/applications/${application.id}/response`, headers: { cookie: stranger, ...answer.headers }, payload: answer.payload })).statusCode).toBe(404);
    expect((await get('/api/accreditation/applications', stranger)).json().msg).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/api/accreditation/applications/${application.id}` })).statusCode).toBe(401);
  });
});

describe('paying the registration and first-year fee', () => {
  it('creates one payment however often it is asked, and paying puts the application under review with a receipt', async () => {
    const application = await submitValidApplication(t, cookie, { instituteName: 'Paid Polytechnic' });
    const start = () => t.app.inject({ method: 'POST', url: `/api/accreditation/applications/${application.id}/payment`, headers: { cookie } });
    const answers = await Promise.all([start(), start(), start()]);
    expect(new Set(answers.map((answer) => answer.json().msg.clientSecret)).size).toBe(1);
    expect(answers[0]!.json().msg).toMatchObject({ status: 'submitted', amountCents: 19_900, amount: 199, paymentStatus: 'requires_payment_method', provider: 'sandbox' });

    await payApplication(t, cookie, application.id);
    const paid = (await get(`/api/accreditation/applications/${application.id}`)).json().msg;
    expect(paid).toMatchObject({ status: 'under review', paymentStatus: 'succeeded', paidAt: expect.any(String), dueAt: expect.any(String) });
    expect(paid.timeline.map((entry: { status: string }) => entry.status)).toEqual(['submitted', 'paid', 'under review']);
    const receipt = (await mailsTo(t.database.db, applicant.email)).find((mail) => mail.subject === `Accreditation application ${application.reference} is under review`);
    expect(receipt!.text).toContain('ending in 4242');
    expect(receipt!.text).toContain('$199.00');
    expect((await start()).json().msg).toMatchObject({ status: 'under review', paymentStatus: 'succeeded', clientSecret: null });

    const queue = (await get('/api/admin/accreditation/applications?search=paid polytechnic', reviewerCookie)).json().msg;
    expect(queue.data).toEqual([expect.objectContaining({ id: application.id, status: 'under review', overdue: false, applicantName: 'Morgan Applicant' })]);
  });

  it('leaves a declined card waiting for payment', async () => {
    const application = await submitValidApplication(t, cookie);
    await payApplication(t, cookie, application.id, '4000000000000002');
    expect(await applicationRow(t.database.db, application.id)).toMatchObject({ status: 'submitted', paymentStatus: 'requires_payment_method' });
    expect((await paymentOf(t.database.db, application.id))!.failureMessage).toBe('Your card was declined.');
  });

  it('refunds within 7 days, taking the application out of the queue', async () => {
    const application = await submitValidApplication(t, cookie);
    await payApplication(t, cookie, application.id);
    const payment = (await paymentOf(t.database.db, application.id))!;
    const admin = await signIn(t.app, await createUser(t.database.db, { role: 'admin' }));
    const refund = await t.app.inject({ method: 'POST', url: `/api/admin/payments/${payment.id}/refund`, headers: { cookie: admin } });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(await applicationRow(t.database.db, application.id)).toMatchObject({ status: 'refunded', paymentStatus: 'refunded' });
    expect((await mailsTo(t.database.db, applicant.email))[0]!.subject).toBe(`Your accreditation payment for ${application.reference} was refunded`);
  });

  it('sends an application with no fee due straight to review', async () => {
    await t.database.db.update(prices).set({ amount: 0 }).where(eq(prices.key, 'accreditation.firstYear'));
    try {
      const application = await submitValidApplication(t, cookie);
      const waived = await t.app.inject({ method: 'POST', url: `/api/accreditation/applications/${application.id}/payment`, headers: { cookie } });
      expect(waived.json().msg).toMatchObject({ waived: true, provider: 'waiver', paymentStatus: 'succeeded', status: 'under review' });
    } finally {
      await t.database.db.update(prices).set({ amount: 19_900 }).where(eq(prices.key, 'accreditation.firstYear'));
    }
  });
});
