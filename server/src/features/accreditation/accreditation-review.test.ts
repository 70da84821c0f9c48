import { addYearsIso, utcIsoDate } from '@creds/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accreditedInstitutes, appSettings, auditLog, payments } from '../../db/schema.js';
import { formatCertificateDate } from '../certificates/certificate-pdf.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { createUser, mailsTo, signIn, type TestUser } from '../../test/factories.js';
import { multipart, pngBytes } from '../../test/files.js';
import { verifyCredential } from '../certificates/verify-credential.js';
import { issuerDocument } from '../certificates/open-badge.js';
import { parseSigningKey } from '../certificates/signing-key.js';
import { applicationRow, applicationUnderReview, decide, paymentOf, submitValidApplication } from '../../test/accreditation-fixtures.js';

let t: TestApp;
let applicant: TestUser;
let reviewer: TestUser;
let cookie: string;
let reviewerCookie: string;
let adminCookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  applicant = await createUser(t.database.db, { username: 'Review Applicant' });
  reviewer = await createUser(t.database.db, { role: 'reviewer' });
  cookie = await signIn(t.app, applicant);
  reviewerCookie = await signIn(t.app, reviewer);
  adminCookie = await signIn(t.app, await createUser(t.database.db, { role: 'admin' }));
});
afterAll(() => t.close());

const get = (url: string, as = cookie) => t.app.inject({ method: 'GET', url, headers: { cookie: as } });

function respond(applicationId: string, text: string, files: Parameters<typeof multipart>[1] = {}, as = cookie) {
  const body = multipart({ response: text }, files);
  return t.app.inject({ method: 'POST', url: `/api/accreditation/applications/${applicationId}/response`, headers: { cookie: as, ...body.headers }, payload: body.payload });
}

const latestSubject = async () => (await mailsTo(t.database.db, applicant.email))[0]!.subject;

describe('reviewing an application', () => {
  it('asks for more information, takes the answer with a new document back to review, then approves and lists the institute', async () => {
    const application = await applicationUnderReview(t, cookie, { instituteName: 'Summit Vocational Institute', website: 'summit-vocational.example' });

    const review = (await get(`/api/admin/accreditation/applications/${application.id}`, reviewerCookie)).json().msg;
    expect(review).toMatchObject({ status: 'under review', applicantName: 'Review Applicant', payment: { status: 'succeeded', amountCents: 19_900 } });
    expect(review.documents).toHaveLength(2);

    const asked = await decide(t, reviewerCookie, application.id, { decision: 'request-information', message: 'Please send the programme outline with course hours.' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(await latestSubject()).toBe(`More information needed for accreditation application ${application.reference}`);
    expect((await get(`/api/accreditation/applications/${application.id}`)).json().msg).toMatchObject({
      status: 'more information requested',
      informationRequest: 'Please send the programme outline with course hours.',
    });
    // Waiting for the applicant: it cannot be approved, nor asked again.
    expect((await decide(t, reviewerCookie, application.id, { decision: 'approve' })).statusCode).toBe(409);
    expect((await decide(t, reviewerCookie, application.id, { decision: 'request-information', message: 'Anything else you have?' })).statusCode).toBe(409);
    expect((await respond(application.id, 'short')).statusCode).toBe(400);

    const answered = await respond(application.id, 'The outline with hours per course is attached.', { programmeOutline: { name: 'outline-v2.png', type: 'image/png', bytes: pngBytes } });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().msg).toMatchObject({ status: 'under review', applicantResponse: 'The outline with hours per course is attached.' });
    expect(answered.json().msg.documents.map((document: { name: string }) => document.name)).toContain('outline-v2.png');
    expect(await latestSubject()).toBe(`Accreditation application ${application.reference} is back under review`);
    expect((await respond(application.id, 'A second answer nobody asked for.')).statusCode).toBe(409);

    const approved = await decide(t, reviewerCookie, application.id, { decision: 'approve', comment: 'Welding and electrical programmes' });
    expect(approved.statusCode, approved.body).toBe(200);
    const { certificateId } = approved.json();
    expect(certificateId).toMatch(/^AC-\d{8}$/);
    expect(await latestSubject()).toBe('Summit Vocational Institute is accredited');

    const detail = (await get(`/api/accreditation/applications/${application.id}`)).json().msg;
    const today = utcIsoDate();
    expect(detail.status).toBe('approved');
    expect(detail.timeline.map((entry: { status: string }) => entry.status)).toEqual([
      'submitted',
      'paid',
      'under review',
      'more information requested',
      'information provided',
      'under review',
      'approved',
    ]);
    // The timeline speaks in the dates people read (en-GB long), not ISO.
    expect(detail.timeline.at(-1).note).toMatch(new RegExp(`^Approved; accreditation certificate ${certificateId} issued for \\d{1,2} [A-Z][a-z]+ \\d{4} to \\d{1,2} [A-Z][a-z]+ \\d{4}$`));
    expect(detail.institute).toMatchObject({ certificateId, startDate: today, endDate: addYearsIso(today, 1), state: 'current', comment: 'Welding and electrical programmes' });
    expect(detail.institute.renewal).toMatchObject({ year: 2, feeCents: 14_900, isOpen: false });

    const listed = (await t.app.inject({ method: 'GET', url: '/api/accreditation/?search=summit vocational' })).json();
    expect(listed.msg).toEqual([
      { certificateId, name: 'Summit Vocational Institute', country: 'Canada', startDate: today, endDate: addYearsIso(today, 1), comment: 'Welding and electrical programmes', link: 'https://summit-vocational.example' },
    ]);
    const verifyUrl = `${t.config.publicUrl}/accreditation/verify/${certificateId}`;
    const [approvedMail] = await mailsTo(t.database.db, applicant.email);
    expect(approvedMail!.text).toContain(`Anyone can check the accreditation at ${verifyUrl}. We will remind you`);
    expect(approvedMail!.html).toContain(`Anyone can check the accreditation at <a href="${verifyUrl}"`);
    expect(approvedMail!.html).toContain(`>${verifyUrl}</a>. We will remind you`);
    const verification = (await t.app.inject({ method: 'GET', url: `/api/accreditation/certificates/${certificateId.toLowerCase()}` })).json().msg;
    expect(verification).toMatchObject({ certificateId, state: 'current' });

    const pdf = await get(`/api/accreditation/applications/${application.id}/certificate`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const credential = JSON.parse((await t.app.inject({ method: 'GET', url: `/api/accreditation/certificates/${certificateId}/credential` })).body);
    expect(credential).toMatchObject({
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      validFrom: `${today}T00:00:00Z`,
      validUntil: `${addYearsIso(today, 1)}T23:59:59Z`,
      credentialSubject: { achievement: { achievementType: 'QualityAssuranceCredential', humanCode: certificateId } },
    });
    const { signingKey } = await loadKey();
    const checked = await verifyCredential(credential, { issuer: issuerDocument(t.config.publicUrl, signingKey), isRevoked: async () => ({ revoked: false }) });
    expect(Object.fromEntries(checked.steps.map((step) => [step.id, step.ok]))).toMatchObject({ parse: true, issuer: true, dates: true, signature: true });

    // The issued certificate keeps its number: an admin may correct the listing, not renumber it.
    const listing = { name: 'Summit Vocational Institute', country: 'Canada', startDate: today, endDate: addYearsIso(today, 1), link: 'https://summit-vocational.example' };
    const [row] = (await get('/api/admin/accreditation/institutes?search=summit', adminCookie)).json().msg.data;
    const renumbered = await t.app.inject({ method: 'PUT', url: `/api/admin/accreditation/institutes/${row.id}`, headers: { cookie: adminCookie }, payload: { ...listing, certificateId: 'AC-99999999' } });
    expect(renumbered.statusCode).toBe(409);
    expect(renumbered.json().fields).toEqual({ certificateId: `The accreditation certificate was issued as ${certificateId}; its number cannot change.` });
    expect((await t.app.inject({ method: 'GET', url: `/api/accreditation/certificates/${certificateId}` })).json().msg).toMatchObject({ certificateId, state: 'current' });

    // Decided: nothing more can happen to it.
    expect((await decide(t, reviewerCookie, application.id, { decision: 'approve' })).statusCode).toBe(409);
    expect((await decide(t, reviewerCookie, application.id, { decision: 'reject', reason: 'Changed our mind entirely.' })).statusCode).toBe(409);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'application.approved'));
    expect(audit).toMatchObject({ actorId: reviewer.id, subjectId: application.id });
  });

  it('rejects with a reason the applicant reads; a reason is required', async () => {
    const application = await applicationUnderReview(t, cookie);
    const noReason = await decide(t, reviewerCookie, application.id, { decision: 'reject', reason: 'No.' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields.reason).toBe('Give the reason, so the applicant knows what to do (at least 10 characters).');

    const rejected = await decide(t, adminCookie, application.id, { decision: 'reject', reason: 'The registration certificate has expired.' });
    expect(rejected.statusCode).toBe(200);
    expect(await applicationRow(t.database.db, application.id)).toMatchObject({ status: 'rejected', rejectionReason: 'The registration certificate has expired.' });
    const [mail] = await mailsTo(t.database.db, applicant.email);
    expect(mail!.subject).toBe(`About accreditation application ${application.reference}`);
    expect(mail!.text).toContain('The registration certificate has expired.');
    const { paidAt } = (await paymentOf(t.database.db, application.id))!;
    expect(mail!.text).toContain(
      `You paid $199.00 on ${formatCertificateDate(paidAt!)}. To have it refunded, write to accreditation@creds.example with the reference ${application.reference} by ${formatCertificateDate(new Date(paidAt!.getTime() + 7 * 86_400_000))}: payments can be refunded within 7 days of payment.`,
    );
    expect((await decide(t, reviewerCookie, application.id, { decision: 'approve' })).statusCode).toBe(409);
  });

  it('tells an applicant rejected after the refund window that the fee can no longer be refunded', async () => {
    const application = await applicationUnderReview(t, cookie);
    const paidAt = new Date(Date.now() - 8 * 86_400_000);
    await t.database.db.update(payments).set({ paidAt }).where(eq(payments.subjectId, application.id));
    await decide(t, reviewerCookie, application.id, { decision: 'reject', reason: 'The programme outline is missing its hours.' });
    const [mail] = await mailsTo(t.database.db, applicant.email);
    expect(mail!.text).toContain(
      `The fee of $199.00 paid on ${formatCertificateDate(paidAt)} can no longer be refunded: payments can be refunded within 7 days of payment, until ${formatCertificateDate(new Date(paidAt.getTime() + 7 * 86_400_000))}.`,
    );
    expect(mail!.text).not.toContain('To have it refunded');
  });

  it('may reject an application still waiting for more information', async () => {
    const application = await applicationUnderReview(t, cookie);
    await decide(t, reviewerCookie, application.id, { decision: 'request-information', message: 'Send the accreditation of your parent body.' });
    expect((await decide(t, reviewerCookie, application.id, { decision: 'reject', reason: 'No answer after two weeks.' })).statusCode).toBe(200);
  });

  it('refuses to decide an application that is not paid yet', async () => {
    const application = await submitValidApplication(t, cookie);
    const decisions: Record<string, string>[] = [{ decision: 'approve' }, { decision: 'reject', reason: 'Not paid, not reviewed.' }, { decision: 'request-information', message: 'What is your programme?' }];
    for (const decision of decisions) {
      expect((await decide(t, reviewerCookie, application.id, decision)).statusCode).toBe(409);
    }
    expect((await applicationRow(t.database.db, application.id)).status).toBe('submitted');
  });

  it('keeps decisions to reviewers and admins, never on their own application', async () => {
    const application = await applicationUnderReview(t, cookie);
    expect((await decide(t, cookie, application.id, { decision: 'approve' })).statusCode).toBe(403);
    expect((await get('/api/admin/accreditation/applications', cookie)).statusCode).toBe(403);
    expect((await get(`/api/admin/accreditation/applications/${application.id}`, cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/accreditation/applications' })).statusCode).toBe(401);

    const own = await applicationUnderReview(t, reviewerCookie);
    const refused = await decide(t, reviewerCookie, own.id, { decision: 'approve' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('You cannot review your own application.');
    expect((await decide(t, reviewerCookie, '00000000-0000-4000-8000-000000000000', { decision: 'approve' })).statusCode).toBe(404);
  });

  it('withdraws the accreditation when the fee of an approved application is refunded, in the same transaction', async () => {
    const application = await applicationUnderReview(t, cookie, { instituteName: 'Refunded Approval College' });
    const certificateId = (await decide(t, reviewerCookie, application.id, { decision: 'approve' })).json().certificateId as string;
    const payment = (await paymentOf(t.database.db, application.id))!;

    const refund = await t.app.inject({ method: 'POST', url: `/api/admin/payments/${payment.id}/refund`, headers: { cookie: adminCookie } });
    expect(refund.statusCode, refund.body).toBe(200);

    expect(await applicationRow(t.database.db, application.id)).toMatchObject({ status: 'refunded', paymentStatus: 'refunded' });
    expect((await t.app.inject({ method: 'GET', url: '/api/accreditation/?search=refunded approval college' })).json().msg).toEqual([]);
    expect((await get(`/api/accreditation/certificates/${certificateId}`)).json().msg).toMatchObject({ certificateId, state: 'withdrawn' });
    const detail = (await get(`/api/accreditation/applications/${application.id}`)).json().msg;
    expect(detail).toMatchObject({ status: 'refunded', institute: { certificateId, state: 'withdrawn', renewal: null } });
    expect(detail.timeline.at(-1)).toMatchObject({ status: 'refunded', note: `Payment refunded; accreditation certificate ${certificateId} withdrawn` });

    const [mail] = await mailsTo(t.database.db, applicant.email);
    expect(mail!.subject).toBe(`Your accreditation payment for ${application.reference} was refunded`);
    expect(mail!.text).toContain('$199.00');
    expect(mail!.text).toContain(`it has been withdrawn: Refunded Approval College is no longer in our public list of accredited institutes, and verification of certificate ${certificateId} now shows it as withdrawn.`);
    expect(mail!.text).not.toContain('review queue');

    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'payment.refunded'));
    expect(audit).toMatchObject({ subjectType: 'application', subjectId: application.id, details: { amountCents: 19_900, purpose: 'accreditation', withdrawnCertificateId: certificateId } });
    // Withdrawn, the institute cannot be removed again nor renewed.
    const [institute] = await t.database.db.select().from(accreditedInstitutes).where(eq(accreditedInstitutes.certificateId, certificateId));
    expect(institute!.removedAt).toEqual(expect.any(Date));
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/accreditation/institutes/${institute!.id}`, headers: { cookie: adminCookie } })).statusCode).toBe(404);
  });

  it('keeps a rejection as it was when its fee is refunded', async () => {
    const application = await applicationUnderReview(t, cookie);
    await decide(t, reviewerCookie, application.id, { decision: 'reject', reason: 'The registration certificate has expired.' });
    const payment = (await paymentOf(t.database.db, application.id))!;
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/payments/${payment.id}/refund`, headers: { cookie: adminCookie } })).statusCode).toBe(200);
    expect(await applicationRow(t.database.db, application.id)).toMatchObject({ status: 'rejected', paymentStatus: 'refunded' });
    expect((await mailsTo(t.database.db, applicant.email))[0]!.text).toContain('The decision on the application stands.');
  });

  it('refuses to approve an application for an institute listed since it applied, writing nothing', async () => {
    const application = await applicationUnderReview(t, cookie, { instituteName: 'Meanwhile Listed Academy', country: 'Canada' });
    const other = await applicationUnderReview(t, await signIn(t.app, await createUser(t.database.db)), { instituteName: 'meanwhile  listed ACADEMY', country: 'Canada' });
    const certificateId = (await decide(t, reviewerCookie, other.id, { decision: 'approve' })).json().certificateId as string;
    const mailsBefore = (await mailsTo(t.database.db, applicant.email)).length;

    const refused = await decide(t, reviewerCookie, application.id, { decision: 'approve' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe(
      `This institute has been accredited meanwhile (certificate ${certificateId}); approving would list it twice, so nothing was changed. Reject this application and point the applicant to the renewal instead.`,
    );
    expect(await applicationRow(t.database.db, application.id)).toMatchObject({ status: 'under review', decidedAt: null });
    expect(await t.database.db.select().from(accreditedInstitutes).where(eq(accreditedInstitutes.applicationId, application.id))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/accreditation/?search=listed academy' })).json().msg).toHaveLength(1);
    expect((await mailsTo(t.database.db, applicant.email)).length).toBe(mailsBefore);
  });

  it('lists two reviewers approving at once as one institute', async () => {
    const application = await applicationUnderReview(t, cookie, { instituteName: 'Concurrent College' });
    const answers = await Promise.all([decide(t, reviewerCookie, application.id, { decision: 'approve' }), decide(t, adminCookie, application.id, { decision: 'approve' })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await t.app.inject({ method: 'GET', url: '/api/accreditation/?search=concurrent college' })).json().msg).toHaveLength(1);
  });
});

/** The app's signing key, as stored on first start. */
async function loadKey() {
  const [row] = await t.database.db.select().from(appSettings).where(eq(appSettings.key, 'certificate_signing_key'));
  return { signingKey: await parseSigningKey((row!.value as { serialized: string }).serialized, 'store') };
}
