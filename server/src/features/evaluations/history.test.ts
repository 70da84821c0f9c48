import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { createEvaluation, createUser, signIn } from '../../test/factories.js';
import { courseDescription, multipart, pngBytes } from '../../test/files.js';

let t: TestApp;
let cookie: string;
let otherCookie: string;
let reviewerCookie: string;

const get = (url: string, as = cookie) => t.app.inject({ method: 'GET', url, headers: { cookie: as } });

beforeAll(async () => {
  t = await buildTestApp();
  const user = await createUser(t.database.db);
  cookie = await signIn(t.app, user);
  otherCookie = await signIn(t.app, await createUser(t.database.db));
  reviewerCookie = await signIn(t.app, await createUser(t.database.db, { role: 'reviewer' }));
  const start = Date.parse('2025-01-01T00:00:00Z');
  for (let i = 0; i < 25; i++) {
    await createEvaluation(t.database.db, user.id, {
      courseName: i % 5 === 0 ? `Organic Chemistry ${i}` : `Course Number ${i}`,
      level: ((i % 5) + 1) as 1 | 2 | 3 | 4 | 5,
      createdAt: new Date(start + i * 86_400_000),
    });
  }
});
afterAll(() => t.close());

describe('GET /api/badge/history', () => {
  it('pages the user\'s evaluations newest first, 10 at a time, until nextPage is null', async () => {
    const pages = [];
    for (let page = 1; page <= 3; page++) pages.push((await get(`/api/badge/history?page=${page}&limit=10`)).json().msg);
    expect(pages.map((page) => page.data.length)).toEqual([10, 10, 5]);
    expect(pages.map((page) => page.nextPage)).toEqual([2, 3, null]);
    expect(pages[0].data[0]).toMatchObject({ courseName: 'Course Number 24', complexity: 'Expert', status: 'not requested', paymentStatus: null });
    expect(pages[0].data[0].id).toBe(pages[0].data[0].badge_id);
    const dates = pages.flatMap((page) => page.data.map((row: { badgeCreationDate: string }) => row.badgeCreationDate));
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('clamps the limit to 1–25 and defaults to pages of 10', async () => {
    expect((await get('/api/badge/history?limit=500')).json().msg.data).toHaveLength(25);
    expect((await get('/api/badge/history?limit=0')).json().msg.data).toHaveLength(1);
    expect((await get('/api/badge/history')).json().msg.data).toHaveLength(10);
    expect((await get('/api/badge/history?page=-3&limit=x')).json().msg.data).toHaveLength(10);
  });

  it('searches title and level, ignoring case', async () => {
    const chemistry = (await get('/api/badge/history?search=ORGANIC%20chem&limit=25')).json().msg.data;
    expect(chemistry).toHaveLength(5);
    const experts = (await get('/api/badge/history?search=Expert&limit=25')).json().msg.data;
    expect(experts).toHaveLength(5);
    expect(experts.every((row: { complexity: string }) => row.complexity === 'Expert')).toBe(true);
    expect((await get('/api/badge/history?search=100%25')).json().msg.data).toEqual([]);
  });

  it('shows another user none of them', async () => {
    expect((await get('/api/badge/history', otherCookie)).json()).toEqual({ msg: { data: [], nextPage: null } });
  });
});

describe('one evaluation and its files', () => {
  it('GET /api/badge/history/:id gives the owner the detail, and anyone else 404 as for a missing one', async () => {
    const body = multipart(
      {
        courseName: 'Algorithms',
        courseStartDate: '2024-01-08',
        courseEndDate: '2024-05-03',
        creditHours: '45',
        learningMode: 'online',
        instituteName: 'Example University',
        instituteWebsite: 'https://example.edu',
        instituteCountry: 'Canada',
        contactName: 'Registrar',
        contactEmail: 'registrar@example.edu',
        description: courseDescription,
      },
      { proof: { name: 'proof.png', type: 'image/png', bytes: pngBytes } },
    );
    const created = await t.app.inject({ method: 'POST', url: '/api/badge/create-text', payload: body.payload, headers: { ...body.headers, cookie } });
    const { badgeId } = created.json().msg;

    const detail = (await get(`/api/badge/history/${badgeId}`)).json().msg;
    expect(detail).toMatchObject({ badge_id: badgeId, courseName: 'Algorithms', instituteCountry: 'Canada', descriptionSource: 'text', status: 'not requested' });
    expect(detail.skills[0].evidence[0]).toMatchObject({ field: expect.any(String), text: expect.any(String) });
    expect(detail.timeline).toEqual([{ status: 'not requested', at: expect.any(String), note: 'Submitted and evaluated' }]);
    expect(detail.files).toEqual([{ id: expect.any(String), kind: 'proof', name: 'proof.png', mimeType: 'image/png', sizeBytes: pngBytes.length }]);

    const missing = await get('/api/badge/history/NOSUCHBADGE');
    const foreign = await get(`/api/badge/history/${badgeId}`, otherCookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);

    const fileUrl = `/api/badge/${badgeId}/files/${detail.files[0].id}`;
    const own = await get(fileUrl);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['content-security-policy']).toMatch(/^sandbox;/);
    // The review console previews a file in a frame of its own page; no other site may frame it.
    expect(own.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(own.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(own.rawPayload.equals(pngBytes)).toBe(true);
    expect((await get(fileUrl, reviewerCookie)).statusCode).toBe(200);
    expect((await get(fileUrl, otherCookie)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: fileUrl })).statusCode).toBe(401);
  });
});

describe('GET /api/badge/insights', () => {
  it('counts the user\'s evaluations, their points and how many at each level', async () => {
    const fresh = await createUser(t.database.db);
    const freshCookie = await signIn(t.app, fresh);
    expect((await get('/api/badge/insights', freshCookie)).json().msg).toMatchObject({ totalBadges: 0, points: 0 });
    await createEvaluation(t.database.db, fresh.id, { level: 2, points: 2 });
    await createEvaluation(t.database.db, fresh.id, { level: 4, points: 4 });
    await createEvaluation(t.database.db, fresh.id, { level: 4, points: 4 });
    const { msg } = (await get('/api/badge/insights', freshCookie)).json();
    expect(msg.totalBadges).toBe(3);
    expect(msg.points).toBe(10);
    expect(msg.byLevel).toContainEqual({ level: 4, label: 'Advance', count: 2 });
    expect(msg.byLevel).toHaveLength(6);

    // Rejected, revoked and refunded evaluations stay in the count but earn no points.
    for (const status of ['unverified', 'revoked', 'refunded'] as const) await createEvaluation(t.database.db, fresh.id, { level: 5, points: 5, status });
    await createEvaluation(t.database.db, fresh.id, { level: 3, points: 3, status: 'verified' });
    const after = (await get('/api/badge/insights', freshCookie)).json().msg;
    expect(after).toMatchObject({ totalBadges: 7, points: 13 });
  });
});

describe('GET /api/payments/evaluation', () => {
  it('gives the price of one evaluation in cents, from the price table', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/evaluation' })).json()).toEqual({ msg: 500 });
  });
});
