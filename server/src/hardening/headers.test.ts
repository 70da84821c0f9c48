import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.js';
import { createUser, type TestUser } from '../test/factories.js';

/**
 * The headers every answer carries, read over a real socket (as a browser gets them, not through
 * inject): the content security policy, HSTS only over TLS, no server or framework version, and the
 * session cookie's flags in each way the app can be deployed.
 */
const webDist = mkdtempSync(join(tmpdir(), 'creds-headers-web-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Creds</title><div id="root"></div><script type="module" src="/assets/app.js"></script>');

interface Deployment {
  t: TestApp;
  url: string;
  user: TestUser;
}

async function deploy(env: Record<string, string>): Promise<Deployment> {
  const t = await buildTestApp({ WEB_DIST_DIR: webDist, ...env });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return { t, url: `http://127.0.0.1:${address.port}`, user: await createUser(t.database.db) };
}

/** Plain HTTP on a developer's machine; behind a TLS-terminating proxy; served at an https PUBLIC_URL with Stripe. */
let plain: Deployment;
let proxied: Deployment;
let tls: Deployment;

beforeAll(async () => {
  [plain, proxied, tls] = await Promise.all([
    deploy({}),
    deploy({ TRUST_PROXY: '1' }),
    deploy({ PUBLIC_URL: 'https://creds.example', STRIPE_SECRET_KEY: 'sk_test_headers', STRIPE_PUBLISHABLE_KEY: 'pk_test_headers', STRIPE_WEBHOOK_SECRET: 'whsec_headers' }),
  ]);
});
afterAll(async () => {
  await Promise.all([plain, proxied, tls].map((deployment) => deployment?.t.close()));
  rmSync(webDist, { recursive: true, force: true });
});

function directives(csp: string | null): Map<string, string> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...values] = part.split(/\s+/);
        return [name!, values.join(' ')];
      }),
  );
}

const pages = ['/', '/dashboard', '/meta.json', '/api/docs/'];
const apiAnswers = ['/api/health', '/api/auth/me', '/api/no-such-route'];
const paths = [...apiAnswers, ...pages];

describe('content security policy', () => {
  it('on pages: scripts from the site only (no inline script, no eval), no plugins, no framing', async () => {
    for (const path of pages) {
      const response = await fetch(`${plain.url}${path}`);
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp.get('script-src'), path).toBe("'self'");
      expect(csp.get('frame-ancestors'), path).toBe("'none'");
      expect(csp.get('object-src'), path).toBe("'none'");
      expect(csp.get('default-src'), path).toBe("'self'");
      expect(csp.get('base-uri'), path).toBe("'self'");
      expect(csp.get('form-action'), path).toBe("'self'");
      expect(csp.has('upgrade-insecure-requests'), path).toBe(false);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(response.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(response.headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
    }
  });

  it('on API answers and their errors: nothing may run, load or frame them', async () => {
    for (const path of apiAnswers) {
      const response = await fetch(`${plain.url}${path}`);
      const csp = directives(response.headers.get('content-security-policy'));
      expect([...csp.keys()].sort(), path).toEqual(['base-uri', 'default-src', 'form-action', 'frame-ancestors']);
      for (const value of csp.values()) expect(value, path).toBe("'none'");
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(response.headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
    }
  });

  it('lets a verifier on another site read the public verification documents, and nothing else', async () => {
    for (const path of ['/.well-known/did.json', '/api/certificates/status-list']) {
      const response = await fetch(`${plain.url}${path}`, { headers: { origin: 'https://verifier.example' } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('access-control-allow-origin'), path).toBe('*');
      expect(response.headers.get('cross-origin-resource-policy'), path).toBe('cross-origin');
      expect(response.headers.get('access-control-allow-credentials'), path).toBeNull();
    }
    for (const path of ['/api/auth/me', '/api/health', '/']) {
      const response = await fetch(`${plain.url}${path}`, { headers: { origin: 'https://verifier.example' } });
      expect(response.headers.get('access-control-allow-origin'), path).toBeNull();
    }
  });

  it('with Stripe, adds Stripe.js and its frames, and still no inline script; over TLS asks the browser to upgrade', async () => {
    const csp = directives((await fetch(`${tls.url}/`)).headers.get('content-security-policy'));
    expect(csp.get('script-src')).toBe("'self' https://js.stripe.com");
    expect(csp.get('script-src')).not.toMatch(/unsafe-inline|unsafe-eval|nonce-/);
    expect(csp.get('frame-src')).toBe("'self' https://js.stripe.com https://hooks.stripe.com");
    expect(csp.get('connect-src')).toBe("'self' https://api.stripe.com");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
  });
});

describe('strict transport security', () => {
  const hsts = 'max-age=31536000; includeSubDomains';

  it('is absent over plain HTTP, even when a client claims https without a trusted proxy', async () => {
    expect((await fetch(`${plain.url}/api/health`)).headers.get('strict-transport-security')).toBeNull();
    expect((await fetch(`${plain.url}/api/health`, { headers: { 'x-forwarded-proto': 'https' } })).headers.get('strict-transport-security')).toBeNull();
  });

  it('is sent behind a trusted TLS proxy (TRUST_PROXY and X-Forwarded-Proto: https), and only for requests that came over TLS', async () => {
    for (const path of paths) {
      const response = await fetch(`${proxied.url}${path}`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(response.headers.get('strict-transport-security'), path).toBe(hsts);
    }
    expect((await fetch(`${proxied.url}/api/health`, { headers: { 'x-forwarded-proto': 'http' } })).headers.get('strict-transport-security')).toBeNull();
  });

  it('is always sent when the public address is https', async () => {
    expect((await fetch(`${tls.url}/api/health`)).headers.get('strict-transport-security')).toBe(hsts);
  });
});

describe('no version leak', () => {
  it('sends no Server or X-Powered-By header, and errors name no framework', async () => {
    for (const deployment of [plain, proxied, tls]) {
      for (const path of paths) {
        const response = await fetch(`${deployment.url}${path}`);
        expect(response.headers.get('server'), path).toBeNull();
        expect(response.headers.get('x-powered-by'), path).toBeNull();
        expect(await response.text(), path).not.toMatch(/fastify|node\.js|express|pglite|postgres/i);
      }
    }
  });
});

describe('the session cookie', () => {
  async function sessionCookie(deployment: Deployment, options: { rememberMe?: boolean; headers?: Record<string, string> } = {}): Promise<string> {
    const response = await fetch(`${deployment.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...options.headers },
      body: JSON.stringify({ email: deployment.user.email, password: deployment.user.password, rememberMe: options.rememberMe ?? false }),
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('creds_session='));
    expect(cookie).toBeDefined();
    return cookie!;
  }
  const flags = (cookie: string) => cookie.split(';').slice(1).map((flag) => flag.trim().toLowerCase());

  it('is HttpOnly and SameSite=Lax for the whole site; not Secure over plain HTTP (a browser would drop it)', async () => {
    const cookie = flags(await sessionCookie(plain));
    expect(cookie).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
    expect(cookie).not.toContain('secure');
    // Without "remember me" it is a browser-session cookie: no lifetime of its own.
    expect(cookie.some((flag) => flag.startsWith('max-age') || flag.startsWith('expires'))).toBe(false);
  });

  it('lasts 30 days with "remember me"', async () => {
    expect(flags(await sessionCookie(plain, { rememberMe: true }))).toContain(`max-age=${30 * 24 * 60 * 60}`);
  });

  it('is Secure behind a trusted TLS proxy and at an https public address', async () => {
    expect(flags(await sessionCookie(proxied, { headers: { 'x-forwarded-proto': 'https' } }))).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=lax']));
    expect(flags(await sessionCookie(tls))).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=lax']));
  });
});
