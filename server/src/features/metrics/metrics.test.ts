import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue } from '../../providers/jobs.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { createUser, signIn } from '../../test/factories.js';

const metricsToken = 'metrics-token-for-tests-0123456789abcdef';
let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await buildTestApp({ METRICS_TOKEN: metricsToken });
  adminCookie = await signIn(t.app, await createUser(t.database.db, { role: 'admin' }));
});
afterAll(() => t.close());

const scrape = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${metricsToken}` } });
  expect(response.statusCode).toBe(200);
  return response.body;
};

/** The value of one sample line, e.g. `http_requests_total{method="GET",...} 2`. */
function sample(body: string, name: string, labels: Record<string, string>): number | undefined {
  const rendered = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = body.split('\n').find((candidate) => candidate.startsWith(`${name}{`) && rendered.every((label) => candidate.includes(label)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /api/metrics: who may read it', () => {
  it('refuses a visitor, a user, a reviewer and a wrong token', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/api/metrics' });
    // The answer of every signed-in route to a visitor.
    expect([visitor.statusCode, visitor.body]).toEqual([401, 'Unauthorized']);
    for (const authorization of ['Bearer wrong-token', `Bearer ${metricsToken}x`, `Basic ${metricsToken}`, metricsToken]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization } });
      expect([response.statusCode, response.body], authorization).toEqual([401, 'Unauthorized']);
    }
    for (const role of ['user', 'reviewer'] as const) {
      const cookie = await signIn(t.app, await createUser(t.database.db, { role }));
      const response = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { cookie } });
      expect(response.statusCode, role).toBe(403);
      expect(response.body).not.toContain('http_requests_total');
    }
  });

  it("answers an admin's session and the bearer token in Prometheus' text format", async () => {
    const byAdmin = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { cookie: adminCookie } });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(byAdmin.headers['cache-control']).toBe('no-store');
    expect(byAdmin.body).toContain('# TYPE http_requests_total counter');
    const byToken = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `bearer ${metricsToken}` } });
    expect(byToken.statusCode).toBe(200);
  });

  it('has only admins when no token is configured', async () => {
    const untokened = await buildTestApp();
    try {
      expect((await untokened.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: 'Bearer ' } })).statusCode).toBe(401);
      const admin = await signIn(untokened.app, await createUser(untokened.database.db, { role: 'admin' }));
      expect((await untokened.app.inject({ method: 'GET', url: '/api/metrics', headers: { cookie: admin } })).statusCode).toBe(200);
    } finally {
      await untokened.close();
    }
  });
});

describe('GET /api/metrics: what it says', () => {
  it('counts requests by method, route pattern and status, never by the URL sent', async () => {
    const route = '/api/auth/valid-username/:username';
    const before = sample(await scrape(), 'http_requests_total', { method: 'GET', route, status_code: '200' }) ?? 0;
    for (const name of ['MetricsProbeOne', 'MetricsProbeTwo', 'MetricsProbeThree']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/auth/valid-username/${name}` })).statusCode).toBe(200);
    }
    await t.app.inject({ method: 'GET', url: '/api/no-such-route-MetricsProbeFour' });
    const body = await scrape();
    expect(sample(body, 'http_requests_total', { method: 'GET', route, status_code: '200' })).toBe(before + 3);
    expect(sample(body, 'http_requests_total', { method: 'GET', route: '(unmatched)', status_code: '404' })).toBeGreaterThanOrEqual(1);
    expect(sample(body, 'http_requests_total', { method: 'GET', route: '/api/metrics', status_code: '401' })).toBeGreaterThanOrEqual(1);
    expect(body).not.toMatch(/MetricsProbe/);
  });

  it('has a latency histogram whose count matches the requests', async () => {
    const body = await scrape();
    const labels = { method: 'GET', route: '/api/auth/valid-username/:username', status_code: '200' };
    const count = sample(body, 'http_request_duration_seconds_count', labels);
    expect(count).toBeGreaterThanOrEqual(3);
    expect(sample(body, 'http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(count);
    expect(sample(body, 'http_request_duration_seconds_bucket', { ...labels, le: '0.005' })).toBeLessThanOrEqual(count!);
    expect(sample(body, 'http_request_duration_seconds_sum', labels)).toBeGreaterThan(0);
  });

  it('reports the depth of every job queue', async () => {
    const quiet = { error: () => {}, warn: () => {}, info: () => {} } as unknown as Parameters<typeof createJobQueue>[1];
    const other = await createJobQueue(t.database, quiet, { schedule: false });
    try {
      const before = sample(await scrape(), 'creds_job_queue_depth', { queue: 'mail.deliver' });
      expect(before).toBe(0);
      // Due in an hour: it waits in the queue instead of being worked at once.
      await other.send('mail.deliver', { id: '00000000-0000-4000-8000-000000000000' }, { startAfter: 3600 });
      await other.send('mail.deliver', { id: '00000000-0000-4000-8000-000000000001' }, { startAfter: 3600 });
      const body = await scrape();
      expect(sample(body, 'creds_job_queue_depth', { queue: 'mail.deliver' })).toBe(2);
      expect(sample(body, 'creds_job_queue_depth', { queue: 'payments.reconcile' })).toBeDefined();
    } finally {
      await other.stop();
    }
  });

  it("includes the process' own metrics", async () => {
    const body = await scrape();
    for (const name of ['process_cpu_user_seconds_total', 'process_resident_memory_bytes', 'nodejs_heap_size_used_bytes', 'nodejs_eventloop_lag_seconds']) {
      expect(body, name).toMatch(new RegExp(`^${name} \\d`, 'm'));
    }
  });
});
