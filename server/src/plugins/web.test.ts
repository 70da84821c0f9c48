import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { prerenderedOrigin } from '@creds/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.js';

const webDist = mkdtempSync(join(tmpdir(), 'creds-web-dist-'));
let testApp: TestApp;

beforeAll(async () => {
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Creds</title><div id="root"></div>');
  writeFileSync(join(webDist, 'meta.json'), JSON.stringify({ buildTime: '2026-11-21T10:00:00.000Z' }));
  writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(join(webDist, 'robots.txt'), 'User-agent: *');
  // Two prerendered public pages, as web/scripts/prerender.ts writes them.
  mkdirSync(join(webDist, 'pages'));
  writeFileSync(
    join(webDist, 'pages', 'pages.json'),
    JSON.stringify([
      { path: '/', aliases: [], file: 'index.html' },
      { path: '/faq', aliases: [], file: 'faq.html' },
      { path: '/user-guide', aliases: ['/User-Guide'], file: 'user-guide.html' },
    ]),
  );
  writeFileSync(join(webDist, 'pages', 'faq.html'), `<!doctype html><link rel="canonical" href="${prerenderedOrigin}/faq"><div id="root"><h1>FAQ</h1></div>`);
  writeFileSync(join(webDist, 'pages', 'index.html'), '<!doctype html><div id="root"><h1>Home</h1></div>');
  writeFileSync(join(webDist, 'pages', 'user-guide.html'), '<!doctype html><div id="root"><h1>User guide</h1></div>');
  testApp = await buildTestApp({ WEB_DIST_DIR: webDist, PUBLIC_URL: 'https://creds.example.org' });
});
afterAll(async () => {
  await testApp.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers a page address it cannot read with a page saying so and a way home, and the API with its JSON', async () => {
    const html = { accept: 'text/html,application/xhtml+xml' };
    for (const url of ['/equivalence/%E0%A4%A', '/history?name=a%00b']) {
      const page = await testApp.app.inject({ method: 'GET', url, headers: html });
      expect(page.statusCode, url).toBe(400);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('<h1 style="font-size:1.75rem">This page cannot be shown</h1>');
      expect(page.body).toContain('<a href="/"');
      expect(page.body).not.toContain('"code"');
    }
    const api = await testApp.app.inject({ method: 'GET', url: '/api/badge/status/%E0%A4%A', headers: html });
    expect(api.statusCode).toBe(400);
    expect(api.json()).toEqual({ msg: 'This web address is not valid. Check it and try again.', code: 'BAD_REQUEST' });
    const script = await testApp.app.inject({ method: 'GET', url: '/equivalence/%E0%A4%A', headers: { accept: 'application/json' } });
    expect(script.json().code).toBe('BAD_REQUEST');
  });

  it('answers every client-side route with index.html, never cached; a path with no page with it and 404', async () => {
    for (const [url, status] of [
      ['/dashboard', 200],
      ['/equivalence/42', 200],
      ['/Blog-review-3?x=1', 200],
      ['/ADMIN/evaluations/ABC/', 200],
      ['/no/such/page', 404],
      ['/blog-review-8', 404],
      ['/equivalence/42/more', 404],
    ] as const) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('answers a prerendered public page, under its aliases too, with its own origin in the addresses', async () => {
    const faq = await testApp.app.inject({ method: 'GET', url: '/faq' });
    expect(faq.statusCode).toBe(200);
    expect(faq.headers['content-type']).toMatch(/^text\/html/);
    expect(faq.headers['cache-control']).toBe('no-cache');
    expect(faq.body).toContain('<h1>FAQ</h1>');
    expect(faq.body).toContain('href="https://creds.example.org/faq"');
    expect(faq.body).not.toContain(prerenderedOrigin);
    expect((await testApp.app.inject({ method: 'GET', url: '/' })).body).toContain('<h1>Home</h1>');
    for (const url of ['/user-guide', '/User-Guide']) expect((await testApp.app.inject({ method: 'GET', url })).body, url).toContain('<h1>User guide</h1>');
  });

  it('compresses a prerendered page for a browser that accepts it', async () => {
    for (const [encoding, decompress] of [['br', brotliDecompressSync], ['gzip', gunzipSync]] as const) {
      const response = await testApp.app.inject({ method: 'GET', url: '/faq', headers: { 'accept-encoding': `${encoding}, deflate` } });
      expect(response.headers['content-encoding'], encoding).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(decompress(response.rawPayload).toString(), encoding).toContain('<h1>FAQ</h1>');
    }
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with 404, not the page', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/index-gone.js' });
    expect(response.statusCode).toBe(404);
  });

  it('answers an address the router cannot read (a broken %-escape) with the API’s error shape', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/badge/history/%ED%A0%80' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ msg: 'This web address is not valid. Check it and try again.', code: 'BAD_REQUEST' });
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/missing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ msg: 'Not found', code: 'NOT_FOUND' });
  });

  it('GET /meta.json gives the build time with caching disabled', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/meta.json?version=2026-01-01T00:00:00.000Z' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ buildTime: '2026-11-21T10:00:00.000Z' });
    expect(response.headers['cache-control']).toMatch(/no-store/);
  });
});

describe('without a web build', () => {
  it('still serves the API, and says plainly that the web app is not built', async () => {
    const apiOnly = await buildTestApp();
    try {
      expect((await apiOnly.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const meta = await apiOnly.app.inject({ method: 'GET', url: '/meta.json' });
      expect(meta.statusCode).toBe(404);
      expect(meta.json().msg).toBe('The web app has not been built.');
    } finally {
      await apiOnly.close();
    }
  });
});
