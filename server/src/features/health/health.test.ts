import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

describe('health and readiness', () => {
  it('GET /api/health says the process is up', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', uptimeSeconds: expect.any(Number) });
  });

  it('GET /api/ready is ready when the database answers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: 'up', draining: false });
  });

  it('GET /api/ready turns 503 while the instance drains', async () => {
    testApp.setDraining(true);
    try {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', database: 'up', draining: true });
    } finally {
      testApp.setDraining(false);
    }
  });
});

describe('the API skeleton', () => {
  it('answers an unknown /api path with 404 { msg: "Not found" }', async () => {
    for (const [method, url] of [
      ['GET', '/api/no-such-thing'],
      ['POST', '/api/badge/nothing'],
      ['DELETE', '/api'],
    ] as const) {
      const response = await testApp.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ msg: 'Not found', code: 'NOT_FOUND' });
    }
  });

  it('tags every response with a request id', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends a content security policy under which nothing in the answer may run or be framed', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes OpenAPI documentation built from the zod schemas at /api/docs', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    const spec = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(spec.openapi).toMatch(/^3\./);
    const ready = spec.paths['/api/ready'].get.responses['200'].content['application/json'].schema;
    expect(ready.properties.database).toEqual({ type: 'string', enum: ['up', 'down'] });
  });
});

describe('rate limiting', () => {
  it('answers 429 with a clear message past the per-IP limit, but never limits health checks', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_MAX: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push((await limited.app.inject({ method: 'GET', url: '/api/unknown' })).statusCode);
      }
      expect(statuses).toEqual([404, 404, 404, 429]);
      const response = await limited.app.inject({ method: 'GET', url: '/api/unknown' });
      expect(response.json()).toEqual({
        msg: 'Too many requests. Please wait a moment and try again.',
        code: 'RATE_LIMITED',
      });
      for (let i = 0; i < 5; i++) {
        expect((await limited.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      }
    } finally {
      await limited.close();
    }
  });
});
