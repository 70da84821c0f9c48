import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.js';
import { createPaidEvaluation, createUser, signIn } from '../test/factories.js';

/**
 * For every route in the OpenAPI document: a signed-out visitor, a user who owns data, another user, a
 * reviewer. No answer to the other user carries the owner's data; signed-in routes refuse the visitor;
 * admin routes refuse users (and reviewers where they are for admins only).
 */
let t: TestApp;
let owner: { email: string; badgeId: string; marker: string; cookie: string };
let otherCookie: string;
let reviewerCookie: string;
let routes: { method: string; url: string }[];

const reviewerRoutes = [/^\/api\/admin\/queue$/, /^\/api\/admin\/evaluations\//, /^\/api\/badge\/history\/[^/]+\/status$/, /^\/api\/admin\/accreditation/];

beforeAll(async () => {
  t = await buildTestApp();
  const marker = 'Zanzibarian Oceanography Seminar';
  const user = await createUser(t.database.db, { username: 'Owner Of Secrets' });
  const { badgeId } = await createPaidEvaluation(t.database.db, user.id, { courseName: marker });
  owner = { email: user.email, badgeId, marker, cookie: await signIn(t.app, user) };
  otherCookie = await signIn(t.app, await createUser(t.database.db));
  reviewerCookie = await signIn(t.app, await createUser(t.database.db, { role: 'reviewer' }));
  const spec = t.app.swagger() as { paths: Record<string, Record<string, { security?: unknown }>> };
  routes = Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), url: path })),
  );
});
afterAll(() => t.close());

/** Fills path parameters with the owner's ids, so the other user asks for the owner's records. */
function concrete(url: string): string {
  return url
    .replace(/\{id\}/g, owner.badgeId)
    .replace(/\{fileId\}/g, '00000000-0000-4000-8000-000000000000')
    .replace(/\{username\}/g, 'Owner%20Of%20Secrets')
    .replace(/\{key\}/g, 'evaluation.individual')
    .replace(/\{name\}/g, 'mail.deliver')
    .replace(/\{[^}]+\}/g, 'x');
}

describe('access sweep over every route of the OpenAPI document', () => {
  it('covers the API', () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  it('never shows another user the owner\'s data', async () => {
    const leaks: string[] = [];
    for (const route of routes) {
      if (!route.url.startsWith('/api/')) continue;
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: { cookie: otherCookie, 'content-type': 'application/json' },
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: '{}' }),
      });
      if (response.body.includes(owner.marker) || response.body.includes(owner.email)) leaks.push(`${route.method} ${route.url} → ${response.statusCode}`);
      expect(response.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
    }
    expect(leaks).toEqual([]);
  });

  it('refuses a signed-out visitor on every signed-in route with 401 Unauthorized', async () => {
    const open: string[] = [];
    for (const route of routes) {
      if (!route.url.startsWith('/api/')) continue;
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: { 'content-type': 'application/json' },
        ...(route.method === 'GET' ? {} : { payload: '{}' }),
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
      if (response.statusCode !== 401) open.push(`${route.method} ${route.url}`);
      // validate-session answers its own 401 (a JSON message): the client must not retry it.
      else if (route.url !== '/api/auth/validate-session') expect(response.body, `${route.method} ${route.url}`).toBe('Unauthorized');
    }
    // Everything a visitor may call, by name: anything else reaching a visitor is a hole.
    const allowed = [
      /^GET \/api\/health$/, /^GET \/api\/ready$/, /^GET \/api\/auth\/me$/, /^POST \/api\/auth\//, /^GET \/api\/auth\/valid-username\//,
      /^PATCH \/api\/service\/account-status-update$/, /^POST \/api\/email\/verify-code$/, /^PATCH \/api\/service\/auth-code-verify$/, /^POST \/api\/service\/password-reset$/,
      /^POST \/api\/events\/registration-complete$/, /^GET \/api\/prices$/, /^GET \/api\/payments\/evaluation$/,
      /^POST \/api\/certificate\/verify/, /^PATCH \/api\/analytics\/update-verifications$/, /^GET \/api\/certificates\//,
      /^POST \/api\/payments\/webhook$/, /^GET \/api\/accreditation/, /^GET \/api\/docs/,
    ];
    expect(open.filter((route) => !allowed.some((pattern) => pattern.test(route)))).toEqual([]);
  });

  it('keeps admin routes from users, and admin-only routes from reviewers', async () => {
    const holes: string[] = [];
    for (const route of routes.filter((candidate) => candidate.url.startsWith('/api/admin/') || /\/status$/.test(candidate.url) && candidate.method === 'PATCH')) {
      for (const [who, cookie] of [['user', otherCookie], ['reviewer', reviewerCookie]] as const) {
        if (who === 'reviewer' && reviewerRoutes.some((pattern) => pattern.test(route.url))) continue;
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: { cookie, 'content-type': 'application/json' },
          ...(route.method === 'GET' ? {} : { payload: '{}' }),
        });
        // A body that fails validation may answer 400 before the role check; it must never succeed.
        if (response.statusCode < 400 || response.statusCode >= 500) holes.push(`${who}: ${route.method} ${route.url} → ${response.statusCode}`);
      }
    }
    expect(holes).toEqual([]);
  });
});
