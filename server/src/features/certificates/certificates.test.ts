import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { certificates, evaluations } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { createEvaluation, createPaidEvaluation, createUser, mailsTo, signIn, type TestUser } from '../../test/factories.js';
import { isIndexSet } from './status-list.js';

let t: TestApp;
let holder: TestUser;
let holderCookie: string;
let reviewerCookie: string;
let adminCookie: string;

// A web build of two files: the page the client router takes over, and the site's preview image.
const webDistDir = mkdtempSync(join(tmpdir(), 'creds-test-web-'));
writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><html><head><title>Creds</title></head><body><div id="root"></div></body></html>');
writeFileSync(join(webDistDir, 'og-image.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xd9]));

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://creds.test', WEB_DIST_DIR: webDistDir });
  holder = await createUser(t.database.db, { username: 'Ada  Byron Lovelace' });
  holderCookie = await signIn(t.app, holder);
  reviewerCookie = await signIn(t.app, await createUser(t.database.db, { role: 'reviewer' }));
  adminCookie = await signIn(t.app, await createUser(t.database.db, { role: 'admin' }));
});
afterAll(async () => {
  await t.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

const decide = (badgeId: string, payload: Record<string, unknown>, cookie = reviewerCookie) =>
  t.app.inject({ method: 'PATCH', url: `/api/badge/history/${badgeId}/status`, headers: { cookie }, payload });
const verify = (certificateId: string, certificateName: string, remoteAddress = '198.51.100.1') =>
  t.app.inject({ method: 'POST', url: '/api/certificate/verify', payload: { certificateId, certificateName }, remoteAddress });

async function verifiedCertificate(courseName = 'Distributed Systems') {
  const { badgeId } = await createPaidEvaluation(t.database.db, holder.id, { courseName, level: 4 });
  const response = await decide(badgeId, { status: 'verified' });
  expect(response.statusCode).toBe(200);
  return { badgeId, certificateId: response.json().certificateId as string };
}

describe('the review decision (PATCH /api/badge/history/:id/status)', () => {
  it('verifies a paid evaluation: certificate issued, user mailed, history shows the id', async () => {
    const { badgeId, certificateId } = await verifiedCertificate('Compilers');
    expect(certificateId).toMatch(/^\d{8}$/);
    const [row] = await t.database.db.select().from(evaluations).where(eq(evaluations.badgeId, badgeId));
    expect(row!.status).toBe('verified');
    const detail = (await t.app.inject({ method: 'GET', url: `/api/badge/history/${badgeId}`, headers: { cookie: holderCookie } })).json().msg;
    expect(detail.certificateId).toBe(certificateId);
    const [mail] = await mailsTo(t.database.db, holder.email);
    expect(mail!.subject).toContain('is ready');
    expect(mail!.text).toContain(`Certificate ID: ${certificateId}`);
    expect(mail!.text).toContain(`https://creds.test/certificates/${certificateId}?name=`);
  });

  it('rejects with a reason, mailed to the applicant; history reads unverified', async () => {
    const { badgeId } = await createPaidEvaluation(t.database.db, holder.id);
    expect((await decide(badgeId, { status: 'unverified', reason: 'short' })).statusCode).toBe(400);
    const response = await decide(badgeId, { status: 'unverified', reason: 'The proof document does not show the course name.' });
    expect(response.statusCode).toBe(200);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/badge/history/${badgeId}`, headers: { cookie: holderCookie } })).json().msg;
    expect(detail).toMatchObject({ status: 'unverified', rejectionReason: 'The proof document does not show the course name.' });
    expect((await mailsTo(t.database.db, holder.email))[0]!.text).toContain('The proof document does not show the course name.');
  });

  it('allows only legal transitions', async () => {
    const unpaid = await createEvaluation(t.database.db, holder.id, { status: 'pending', paymentStatus: 'requires_payment_method' });
    expect((await decide(unpaid.badgeId, { status: 'verified' })).statusCode).toBe(409);
    const notRequested = await createEvaluation(t.database.db, holder.id);
    expect((await decide(notRequested.badgeId, { status: 'unverified', reason: 'Nothing to review here at all.' })).statusCode).toBe(409);
    const { badgeId } = await verifiedCertificate();
    expect((await decide(badgeId, { status: 'unverified', reason: 'Changed my mind about this one.' })).statusCode).toBe(409);
    expect((await decide(badgeId, { status: 'something' })).statusCode).toBe(400);
  });

  it('refuses users, and a reviewer\'s own evaluation', async () => {
    const { badgeId } = await createPaidEvaluation(t.database.db, holder.id);
    expect((await decide(badgeId, { status: 'verified' }, holderCookie)).statusCode).toBe(403);
    const reviewer = await createUser(t.database.db, { role: 'reviewer' });
    const own = await createPaidEvaluation(t.database.db, reviewer.id);
    const response = await decide(own.badgeId, { status: 'verified' }, await signIn(t.app, reviewer));
    expect(response.statusCode).toBe(403);
    expect(response.json().msg).toBe('You cannot review your own evaluation.');
  });

  it('issues no certificate at level 0 ("Not provided by AI") or with no star: the reviewer adjusts or rejects first', async () => {
    for (const [values, message] of [
      [{ level: 0, points: 0 }, 'Choose a level from Beginner to Expert before verifying: no certificate is issued at "Not provided by AI".'],
      [{ level: 5, points: 0 }, 'Give at least one star before verifying: no certificate is issued without a rating.'],
    ] as const) {
      const { badgeId, id } = await createPaidEvaluation(t.database.db, holder.id, values);
      const response = await decide(badgeId, { status: 'verified' });
      expect(response.statusCode).toBe(409);
      expect(response.json().msg).toBe(message);
      expect(await t.database.db.select().from(certificates).where(eq(certificates.evaluationId, id))).toHaveLength(0);
      const [row] = await t.database.db.select().from(evaluations).where(eq(evaluations.id, id));
      expect(row!.status).toBe('pending');
    }
  });

  it('issues one certificate when two reviewers verify at once', async () => {
    const { badgeId, id } = await createPaidEvaluation(t.database.db, holder.id);
    const secondReviewer = await signIn(t.app, await createUser(t.database.db, { role: 'reviewer' }));
    const [a, b] = await Promise.all([decide(badgeId, { status: 'verified' }), decide(badgeId, { status: 'verified' }, secondReviewer)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().certificateId).toBe(b.json().certificateId);
    expect(await t.database.db.select().from(certificates).where(eq(certificates.evaluationId, id))).toHaveLength(1);
  });
});

describe('the certificate files', () => {
  it('downloads as certificate.pdf naming the holder and the id, for its owner and reviewers only', async () => {
    const { badgeId, certificateId } = await verifiedCertificate();
    const url = `/api/certificate/download?badge_Id=${badgeId}`;
    const pdf = await t.app.inject({ method: 'GET', url, headers: { cookie: holderCookie } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="certificate.pdf"');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true });
    expect(text).toContain(certificateId);
    expect(text).toContain('Ada Byron Lovelace');
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: reviewerCookie } })).statusCode).toBe(200);
    const stranger = await signIn(t.app, await createUser(t.database.db));
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: stranger } })).statusCode).toBe(404);
  });

  it('the credential checks out step by step, and fails once any field is changed', async () => {
    const { badgeId } = await verifiedCertificate('Machine Learning');
    const credential = (await t.app.inject({ method: 'GET', url: `/api/certificate/credential?badge_Id=${badgeId}`, headers: { cookie: holderCookie } })).json();
    expect(credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    const check = (body: unknown) => t.app.inject({ method: 'POST', url: '/api/certificate/verify-credential', payload: { credential: body } });
    const good = (await check(credential)).json().msg;
    expect(good.valid).toBe(true);
    expect(good.steps.map((step: { id: string }) => step.id)).toEqual(['parse', 'issuer', 'dates', 'signature', 'status']);
    expect(good.certificate.courseName).toBe('Machine Learning');

    const tampered = structuredClone(credential);
    tampered.credentialSubject.achievement.name = 'Quantum Gravity';
    const bad = (await check(tampered)).json().msg;
    expect(bad.valid).toBe(false);
    expect(bad.steps.find((step: { id: string }) => step.id === 'signature').ok).toBe(false);
    expect((await check('not a credential')).json().msg.valid).toBe(false);
  });

  it('publishes the issuer key at /.well-known/did.json', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/.well-known/did.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: 'did:web:creds.test', assertionMethod: [expect.stringMatching(/^did:web:creds\.test#z6Mk/)] });
  });
});

describe('public verification', () => {
  it('returns the certificate when id and name both match (trimmed, any case, spaces collapsed), else an empty msg', async () => {
    const { certificateId } = await verifiedCertificate('Operating Systems');
    const valid = await verify(certificateId, '  ada byron   LOVELACE ');
    expect(valid.statusCode).toBe(200);
    expect(valid.json().msg).toMatchObject({
      id: certificateId,
      courseName: 'Operating Systems',
      complexity: 'Advance',
      instituteName: 'Example State University',
      courseStartDate: '2024-01-08',
      courseEndDate: '2024-05-03',
      hoursCompleted: 45,
      issuedOn: expect.any(String),
      revoked: false,
    });
    const wrongName = await verify(certificateId, 'Ada Lovelace');
    const wrongId = await verify('12345678', 'Ada Byron Lovelace');
    expect(wrongName.json()).toEqual({ msg: null });
    expect(wrongId.body).toBe(wrongName.body);
    expect((await verify('', 'Ada')).json().fields).toMatchObject({ certificateId: 'Certificate ID is required' });
  });

  it('is rate limited per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await verify('12345678', 'Someone Unknown', '203.0.113.9')).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await verify('12345678', 'Someone Unknown', '203.0.113.10')).statusCode).toBe(200);
  });

  it('counts each successful verification on its certificate (written within a second, never for a wrong name)', async () => {
    const { certificateId } = await verifiedCertificate('Counted Course');
    for (let i = 0; i < 3; i++) expect((await verify(certificateId, 'Ada Byron Lovelace', `198.51.100.${20 + i}`)).json().msg).not.toBeNull();
    expect((await verify(certificateId, 'Someone Else', '198.51.100.30')).json().msg).toBeNull();
    const count = async () => (await t.database.db.select({ n: certificates.verificationCount }).from(certificates).where(eq(certificates.certificateId, certificateId)))[0]!.n;
    await vi.waitFor(async () => expect(await count()).toBe(3), { timeout: 5_000, interval: 200 });
  });

  it('counts verifications', async () => {
    const first = (await t.app.inject({ method: 'PATCH', url: '/api/analytics/update-verifications' })).json().msg;
    const second = (await t.app.inject({ method: 'PATCH', url: '/api/analytics/update-verifications' })).json().msg;
    expect(second).toBe(first + 1);
  });

  it('a revoked certificate verifies as revoked, and its bit is set in the status list', async () => {
    const { certificateId, badgeId } = await verifiedCertificate('Revoked Course');
    const revoke = (cookie: string) =>
      t.app.inject({ method: 'POST', url: `/api/admin/certificates/${certificateId}/revoke`, headers: { cookie }, payload: { reason: 'The institute withdrew the course record.' } });
    expect((await revoke(reviewerCookie)).statusCode).toBe(403);
    expect((await revoke(adminCookie)).statusCode).toBe(200);
    const result = (await verify(certificateId, 'Ada Byron Lovelace', '198.51.100.77')).json().msg;
    expect(result).toMatchObject({ revoked: true, revokeReason: 'The institute withdrew the course record.', revokedAt: expect.any(String) });

    const [row] = await t.database.db.select().from(certificates).where(eq(certificates.certificateId, certificateId));
    const list = (await t.app.inject({ method: 'GET', url: '/api/certificates/status-list' })).json();
    expect(isIndexSet(list, row!.statusListIndex)).toBe(true);
    const credential = (await t.app.inject({ method: 'GET', url: `/api/certificate/credential?badge_Id=${badgeId}`, headers: { cookie: holderCookie } })).json();
    const check = (await t.app.inject({ method: 'POST', url: '/api/certificate/verify-credential', payload: { credential } })).json().msg;
    expect(check.valid).toBe(false);
    expect(check.steps.find((step: { id: string }) => step.id === 'status')).toMatchObject({ ok: false, message: expect.stringContaining('Revoked') });
  });

  it('answers a shared certificate link with Open Graph tags for its preview, only for the right name', async () => {
    const { certificateId } = await verifiedCertificate('Shared Link Course');
    const page = await t.app.inject({ method: 'GET', url: `/certificates/${certificateId}?name=ada%20byron%20LOVELACE`, remoteAddress: '198.51.100.51' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const tag = (property: string) => new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)">`).exec(page.body)?.[1];
    expect(tag('og:title')).toBe('Ada  Byron Lovelace — Shared Link Course (Advance) · Creds');
    expect(tag('og:description')).toContain(`Certificate ${certificateId} issued by`);
    expect(tag('og:url')).toBe(`https://creds.test/certificates/${certificateId}?name=Ada%20%20Byron%20Lovelace`);
    expect(tag('og:image')).toBe('https://creds.test/og-image.jpg');
    expect(tag('twitter:card')).toBe('summary_large_image');
    expect(page.body).toContain('<div id="root"></div>');

    // A wrong name gets the plain page: the link preview tells nothing about the certificate.
    const wrong = await t.app.inject({ method: 'GET', url: `/certificates/${certificateId}?name=Someone%20Else`, remoteAddress: '198.51.100.51' });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.body).not.toContain('og:title');
    expect(wrong.body).not.toContain(certificateId);
  });

  it('serves the public certificate page data with a LinkedIn link only for the right name', async () => {
    const { certificateId } = await verifiedCertificate('Public Page Course');
    const page = await t.app.inject({ method: 'GET', url: `/api/certificates/${certificateId}?name=Ada%20Byron%20Lovelace`, remoteAddress: '198.51.100.50' });
    expect(page.statusCode).toBe(200);
    const linkedIn = new URL(page.json().msg.linkedInUrl);
    expect(linkedIn.origin + linkedIn.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(linkedIn.searchParams.get('certId')).toBe(certificateId);
    expect(linkedIn.searchParams.get('startTask')).toBe('CERTIFICATION_NAME');
    expect((await t.app.inject({ method: 'GET', url: `/api/certificates/${certificateId}?name=Someone`, remoteAddress: '198.51.100.50' })).statusCode).toBe(404);
  });
});
