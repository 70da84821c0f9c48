import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { rateLimitCounters, requestRateLimits } from '../db/schema.js';
import { buildTestApp, testConfig, type TestApp } from '../test/app.js';
import { countRequest, purgeExpiredRateLimits, RequestCounter } from './rate-limit-store.js';

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

describe('the request counter: batched far from the limit, exact near it', () => {
  const stored = async (key: string) =>
    (await t.database.db.select({ hits: requestRateLimits.hits }).from(requestRateLimits).where(eq(requestRateLimits.key, key)))[0]?.hits;

  it('counts far from the limit without writing, then writes every hit in one batch', async () => {
    const counter = new RequestCounter(t.database.db, 60_000);
    const counts = [];
    for (let i = 0; i < 3; i++) counts.push((await counter.count('batch|a', 60_000, 100)).current);
    await counter.count('batch|b', 60_000, 100);
    expect(counts).toEqual([1, 2, 3]);
    expect(await stored('batch|a')).toBeUndefined();
    await counter.flush();
    expect(await stored('batch|a')).toBe(3);
    expect(await stored('batch|b')).toBe(1);
    // What the database said is what the next count starts from.
    expect((await counter.count('batch|a', 60_000, 100)).current).toBe(4);
  });

  it('writes by itself after the interval', async () => {
    const counter = new RequestCounter(t.database.db, 20);
    await counter.count('batch|timer', 60_000, 100);
    await expect.poll(() => stored('batch|timer'), { timeout: 5_000 }).toBe(1);
  });

  it("counts exactly near the limit, with this instance's unwritten hits and another instance's written ones", async () => {
    const here = new RequestCounter(t.database.db, 60_000);
    const there = new RequestCounter(t.database.db, 60_000);
    // A limit of 20: each instance counts its first four here, then goes to the database.
    for (let i = 0; i < 4; i++) await here.count('batch|near', 60_000, 20);
    for (let i = 0; i < 4; i++) await there.count('batch|near', 60_000, 20);
    await there.flush();
    const exact = await here.count('batch|near', 60_000, 20);
    expect(exact.current).toBe(9);
    expect(await stored('batch|near')).toBe(9);
    expect(exact.ttl).toBeGreaterThan(55_000);
  });

  it('never counts a limit of four or less anywhere but the database', async () => {
    const counter = new RequestCounter(t.database.db, 60_000);
    expect((await counter.count('batch|small', 60_000, 4)).current).toBe(1);
    expect(await stored('batch|small')).toBe(1);
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
    // The route's limit (30) is far off, so its hit is written with the next batch.
    const routeKeys = async () => (await t.database.db.select({ key: requestRateLimits.key }).from(requestRateLimits)).map(({ key }) => key);
    await expect.poll(routeKeys, { timeout: 5_000 }).toContain('POST /api/certificate/verify|198.51.100.4');
    expect(await routeKeys()).toContain('api|198.51.100.4');
  });
});
