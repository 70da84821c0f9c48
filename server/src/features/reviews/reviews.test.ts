import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, evaluations } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { createEvaluation, createPaidEvaluation, createUser, signIn, type TestUser } from '../../test/factories.js';

let t: TestApp;
let applicant: TestUser;
let reviewer: TestUser;
let applicantCookie: string;
let reviewerCookie: string;
let adminCookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  applicant = await createUser(t.database.db, { username: 'Queue Applicant' });
  reviewer = await createUser(t.database.db, { role: 'reviewer' });
  applicantCookie = await signIn(t.app, applicant);
  reviewerCookie = await signIn(t.app, reviewer);
  adminCookie = await signIn(t.app, await createUser(t.database.db, { role: 'admin' }));
});
afterAll(() => t.close());

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('the review queue', () => {
  it('lists paid evaluations oldest payment first, with due dates two business days on, overdue marked', async () => {
    // A Thursday payment is due the next Monday.
    const thursday = new Date('2025-03-06T15:00:00Z');
    const older = await createPaidEvaluation(t.database.db, applicant.id, { courseName: 'Queue Oldest', paidAt: thursday });
    const newer = await createPaidEvaluation(t.database.db, applicant.id, { courseName: 'Queue Newest', paidAt: new Date() });
    await createEvaluation(t.database.db, applicant.id, { courseName: 'Queue Unpaid', status: 'pending', paymentStatus: 'requires_payment_method' });

    const queue = (await get('/api/admin/queue?search=queue', reviewerCookie)).json().msg;
    expect(queue.data.map((row: { badge_id: string }) => row.badge_id)).toEqual([older.badgeId, newer.badgeId]);
    expect(queue.data[0]).toMatchObject({ holderName: 'Queue Applicant', dueAt: '2025-03-10T15:00:00.000Z', overdue: true });
    expect(queue.data[1].overdue).toBe(false);
    expect(queue.total).toBe(2);
  });

  it('filters decided evaluations by how they ended: rejected, refunded (a rejection refunded too) or revoked', async () => {
    const made = {
      verified: await createEvaluation(t.database.db, applicant.id, { courseName: 'Ended Verified', status: 'verified', paymentStatus: 'succeeded' }),
      unverified: await createEvaluation(t.database.db, applicant.id, { courseName: 'Ended Rejected', status: 'unverified', paymentStatus: 'succeeded' }),
      refunded: await createEvaluation(t.database.db, applicant.id, { courseName: 'Ended Refunded', status: 'refunded', paymentStatus: 'refunded' }),
      revoked: await createEvaluation(t.database.db, applicant.id, { courseName: 'Ended Revoked', status: 'revoked', paymentStatus: 'succeeded' }),
    };
    for (const [status, evaluation] of Object.entries(made)) {
      const queue = (await get(`/api/admin/queue?status=${status}&search=ended`, reviewerCookie)).json().msg;
      expect(queue.data.map((row: { badge_id: string }) => row.badge_id), status).toEqual([evaluation.badgeId]);
    }
    expect((await get('/api/admin/queue?status=all&search=ended', reviewerCookie)).json().msg.total).toBe(4);
  });

  it('is for reviewers and admins only', async () => {
    expect((await get('/api/admin/queue', applicantCookie)).statusCode).toBe(403);
    expect((await get('/api/admin/queue', adminCookie)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/queue' })).statusCode).toBe(401);
  });

  it('refuses a user before reading the input, so a malformed call tells nothing about what a reviewer may send', async () => {
    const { badgeId } = await createPaidEvaluation(t.database.db, applicant.id);
    const calls: { method: 'GET' | 'PATCH'; url: string; payload?: object }[] = [
      { method: 'GET', url: '/api/admin/queue?page=banana' },
      { method: 'PATCH', url: `/api/admin/evaluations/${badgeId}`, payload: { level: 'high' } },
      { method: 'PATCH', url: `/api/badge/history/${badgeId}/status`, payload: {} },
      { method: 'PATCH', url: `/api/badge/history/${badgeId}/status`, payload: { status: 'unverified' } },
    ];
    for (const call of calls) {
      const response = await t.app.inject({ ...call, headers: { cookie: applicantCookie } });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(response.json().msg).toBe('You do not have access to this.');
    }
    const [row] = await t.database.db.select().from(evaluations).where(eq(evaluations.badgeId, badgeId));
    expect(row?.status).toBe('pending');
  });
});

describe('adjusting a result', () => {
  it('records the reviewer\'s level, points and skills, keeps the engine original, and audits it', async () => {
    const { badgeId } = await createPaidEvaluation(t.database.db, applicant.id, { level: 2 });
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/evaluations/${badgeId}`,
      headers: { cookie: reviewerCookie },
      payload: { level: 4, skills: ['Data structures', 'Algorithm analysis'], note: 'Graduate-level prerequisites' },
    });
    expect(response.statusCode).toBe(200);
    const review = (await get(`/api/admin/evaluations/${badgeId}`, reviewerCookie)).json().msg;
    expect(review).toMatchObject({ level: 4, complexity: 'Advance', points: 4, adjusted: true, engine: { level: 2 } });
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.subjectId, badgeId));
    expect(entry).toMatchObject({ actorId: reviewer.id, action: 'evaluation.adjusted' });
    expect(entry!.details).toMatchObject({ before: { level: 2 }, after: { level: 4, skills: ['Data structures', 'Algorithm analysis'] } });
  });

  it('refuses a reviewer\'s own evaluation and an evaluation not yet paid', async () => {
    const own = await createPaidEvaluation(t.database.db, reviewer.id);
    const ownResponse = await t.app.inject({ method: 'PATCH', url: `/api/admin/evaluations/${own.badgeId}`, headers: { cookie: reviewerCookie }, payload: { level: 5 } });
    expect(ownResponse.statusCode).toBe(403);
    expect(ownResponse.json().msg).toBe('You cannot review your own evaluation.');
    const unpaid = await createEvaluation(t.database.db, applicant.id);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/admin/evaluations/${unpaid.badgeId}`, headers: { cookie: reviewerCookie }, payload: { level: 5 } })).statusCode).toBe(409);
    const [row] = await t.database.db.select().from(evaluations).where(eq(evaluations.badgeId, unpaid.badgeId));
    expect(row!.level).toBe(3);
  });
});

describe('administration', () => {
  it('grants and withdraws roles, ending the user\'s sessions, never leaving no admin', async () => {
    const promoted = await createUser(t.database.db);
    const promotedCookie = await signIn(t.app, promoted);
    const change = (id: string, role: string, cookie = adminCookie) =>
      t.app.inject({ method: 'PATCH', url: `/api/admin/users/${id}/role`, headers: { cookie }, payload: { role, expectedRole: 'user' } });
    expect((await change(promoted.id, 'reviewer', reviewerCookie)).statusCode).toBe(403);
    expect((await change(promoted.id, 'reviewer')).statusCode).toBe(200);
    expect((await get('/api/auth/me', promotedCookie)).json().msg.currentUser).toBeNull();
    const users = (await get(`/api/admin/users?search=${encodeURIComponent(promoted.email)}`, adminCookie)).json().msg.data;
    expect(users).toEqual([expect.objectContaining({ id: promoted.id, role: 'reviewer' })]);

    const onlyAdmin = await buildTestApp();
    try {
      const admin = await createUser(onlyAdmin.database.db, { role: 'admin' });
      const cookie = await signIn(onlyAdmin.app, admin);
      const stepDown = await onlyAdmin.app.inject({ method: 'PATCH', url: `/api/admin/users/${admin.id}/role`, headers: { cookie }, payload: { role: 'user', expectedRole: 'admin' } });
      expect(stepDown.statusCode).toBe(409);
    } finally {
      await onlyAdmin.close();
    }
  });

  it('edits the price table and shows the change in the audit log', async () => {
    const put = await t.app.inject({ method: 'PUT', url: '/api/admin/prices/evaluation.individual', headers: { cookie: adminCookie }, payload: { amount: 650 } });
    expect(put.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/evaluation' })).json().msg).toBe(650);
    const audit = (await get('/api/admin/audit', adminCookie)).json().msg.data;
    expect(audit[0]).toMatchObject({ action: 'price.updated', subjectId: 'evaluation.individual', details: { before: 500, after: 650 } });
    expect((await get('/api/admin/audit', reviewerCookie)).statusCode).toBe(403);
    const badPercent = await t.app.inject({ method: 'PUT', url: '/api/admin/prices/accreditation.annualIncreasePercent', headers: { cookie: adminCookie }, payload: { amount: 150 } });
    expect(badPercent.statusCode).toBe(400);
    await t.app.inject({ method: 'PUT', url: '/api/admin/prices/evaluation.individual', headers: { cookie: adminCookie }, payload: { amount: 500 } });
  });

  it('searches the audit log by actor, subject or action, without case, taking % and _ literally', async () => {
    const priceKey = 'evaluation.individual';
    await t.app.inject({ method: 'PUT', url: `/api/admin/prices/${priceKey}`, headers: { cookie: adminCookie }, payload: { amount: 555 } });
    await t.app.inject({ method: 'PUT', url: `/api/admin/prices/${priceKey}`, headers: { cookie: adminCookie }, payload: { amount: 500 } });
    const search = async (text: string) =>
      (await get(`/api/admin/audit?search=${encodeURIComponent(text)}`, adminCookie)).json().msg.data as { action: string; subjectId: string; actorEmail: string | null }[];
    const bySubject = await search('  EVALUATION.INDIVIDUAL ');
    expect(bySubject.length).toBeGreaterThanOrEqual(2);
    expect(bySubject.every((entry) => entry.subjectId === priceKey)).toBe(true);
    const actor = bySubject[0]!.actorEmail!;
    expect((await search(actor.toUpperCase())).every((entry) => entry.actorEmail === actor)).toBe(true);
    expect((await search('price.upd')).every((entry) => entry.action === 'price.updated')).toBe(true);
    expect(await search('no such thing anywhere')).toEqual([]);
    expect(await search('%')).toEqual([]);
  });

  it('keeps a range in order and logs only real changes', async () => {
    const put = (key: string, amount: number) => t.app.inject({ method: 'PUT', url: `/api/admin/prices/${key}`, headers: { cookie: adminCookie }, payload: { amount } });
    const inverted = await put('evaluation.freelancer.min', 7000);
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().fields).toEqual({ amount: 'The lower end of the range cannot be above its upper end.' });
    expect((await put('evaluation.freelancer.max', 4000)).json().fields).toEqual({ amount: 'The upper end of the range cannot be below its lower end.' });
    expect((await put('evaluation.freelancer.min', 6300)).statusCode).toBe(200);
    const [latest] = (await get('/api/admin/audit', adminCookie)).json().msg.data;
    expect(latest).toMatchObject({ action: 'price.updated', details: { before: 4500, after: 6300 } });
    expect((await put('evaluation.freelancer.min', 6300)).statusCode).toBe(200);
    expect((await get('/api/admin/audit', adminCookie)).json().msg.data[0].id).toBe(latest.id);
    await put('evaluation.freelancer.min', 4500);
  });
});
