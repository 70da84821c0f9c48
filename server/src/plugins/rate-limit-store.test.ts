import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { rateLimitCounters, requestRateLimits } from '../db/schema.js';
import { buildTestApp, testConfig, type TestApp } from '../test/app.js';
import { countRequest, purgeExpiredRateLimits } from './rate-limit-store.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: '4', TRUST_PROXY: '1' });
});
afterAll(() => t.close());

describe('the rate-limit counters in the database', () => {
  it('counts requests that arrive at once one by one: no two get the same count', async () => {
    const counts = await Promise.all(Array.from({ length: 40 }, () => countRequest(t.database.db, 'test|at-once', 60_000)));
    expect(counts.map(({ hits }) => hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
    for (const { msLeft } of counts) {
      expect(msLeft).toBeGreaterThan(55_000);
      expect(msLeft).toBeLessThanOrEqual(60_000);
    }
  });

  it('starts a window over at 1 once it has ended', async () => {
    await countRequest(t.database.db, 'test|ended', 60_000);
    expect((await countRequest(t.database.db, 'test|ended', 60_000)).hits).toBe(2);
    await t.database.db.update(requestRateLimits).set({ windowEndsAt: sql`now() - interval '1 second'` }).where(eq(requestRateLimits.key, 'test|ended'));
    const restarted = await countRequest(t.database.db, 'test|ended', 30_000);
    expect(restarted.hits).toBe(1);
    expect(restarted.msLeft).toBeGreaterThan(25_000);
    expect(restarted.msLeft).toBeLessThanOrEqual(30_000);
  });

  it('purges the counters whose window has ended, and only those', async () => {
    await countRequest(t.database.db, 'test|live', 60_000);
    await countRequest(t.database.db, 'test|expired', 60_000);
    await t.database.db.update(requestRateLimits).set({ windowEndsAt: sql`now() - interval '1 minute'` }).where(eq(requestRateLimits.key, 'test|expired'));
    await t.database.db.insert(rateLimitCounters).values([
      { key: 'test:sign-in:expired', count: 3, windowEndsAt: sql`now() - interval '1 minute'` },
      { key: 'test:sign-in:live', count: 3, windowEndsAt: sql`now() + interval '1 minute'` },
    ]);
    expect(await purgeExpiredRateLimits(t.database.db)).toBeGreaterThanOrEqual(2);
    const requestKeys = (await t.database.db.select({ key: requestRateLimits.key }).from(requestRateLimits)).map(({ key }) => key);
    expect(requestKeys).toContain('test|live');
    expect(requestKeys).not.toContain('test|expired');
    const counterKeys = (await t.database.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map(({ key }) => key);
    expect(counterKeys).toContain('test:sign-in:live');
    expect(counterKeys).not.toContain('test:sign-in:expired');
  });
});

describe('the API rate limit with the database store', () => {
  let second: FastifyInstance;
  beforeAll(async () => {
    // A second instance of the app on the same database, as a second server process would be.
    second = await buildApp(testConfig({ RATE_LIMIT_MAX: '4', TRUST_PROXY: '1' }), { database: t.database });
  });
  afterAll(() => second.close());

  const prices = (app: FastifyInstance, ip: string) => app.inject({ method: 'GET', url: '/api/prices', headers: { 'x-forwarded-for': ip } });

  it('holds across instances: hits on either count together', async () => {
    const statuses = [];
    for (const app of [t.app, second, t.app, second, t.app, second]) statuses.push((await prices(app, '198.51.100.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    const limited = await prices(t.app, '198.51.100.1');
    expect(limited.json()).toEqual({ msg: 'Too many requests. Please wait a moment and try again.', code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is counted apart.
    expect((await prices(second, '198.51.100.2')).statusCode).toBe(200);
  });

  it('reports the remaining requests from the shared count', async () => {
    const first = await prices(t.app, '198.51.100.3');
    const next = await prices(second, '198.51.100.3');
    expect(first.headers['x-ratelimit-remaining']).toBe('3');
    expect(next.headers['x-ratelimit-remaining']).toBe('2');
  });

  it('keeps a route with a limit of its own apart from the global count', async () => {
    for (let i = 0; i < 5; i++) await prices(t.app, '198.51.100.4');
    expect((await prices(second, '198.51.100.4')).statusCode).toBe(429);
    const verify = await second.inject({
      method: 'POST',
      url: '/api/certificate/verify',
      headers: { 'x-forwarded-for': '198.51.100.4' },
      payload: { certificateId: 'NO-SUCH-CERTIFICATE', certificateName: 'Nobody' },
    });
    expect(verify.statusCode).not.toBe(429);
    const routeKeys = (await t.database.db.select({ key: requestRateLimits.key }).from(requestRateLimits)).map(({ key }) => key);
    expect(routeKeys).toContain('POST /api/certificate/verify|198.51.100.4');
    expect(routeKeys).toContain('api|198.51.100.4');
  });
});
