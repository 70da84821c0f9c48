// @vitest-environment node
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blogPosts } from '../../../content/blog';
import { siteFiles } from './site-files-plugin';

const files = siteFiles({ publicDir: resolve(import.meta.dirname, '../../../../public'), url: 'https://creds.test' });
const render = async (path: string) => {
  const file = files.get(path);
  if (!file) throw new Error(`no ${path}`);
  return file.render();
};

describe('files generated from the public-site content', () => {
  it('lists every public page once in sitemap.xml, with absolute addresses and no capitalised aliases', async () => {
    const sitemap = String(await render('/sitemap.xml'));
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const path of ['/', '/about-us', '/vision', '/faq', '/fees', '/user-guide', '/blogs', '/branding', '/terms', '/privacy-policy']) {
      expect(locations).toContain(`https://creds.test${path}`);
    }
    for (const post of blogPosts) expect(locations).toContain(`https://creds.test${post.path}`);
    expect(new Set(locations).size).toBe(locations.length);
    expect(locations.some((location) => /[A-Z]/.test(new URL(location!).pathname))).toBe(false);
  });

  it('points robots.txt at the sitemap and keeps crawlers out of the API and signed-in pages', async () => {
    const robots = String(await render('/robots.txt'));
    expect(robots).toContain('Sitemap: https://creds.test/sitemap.xml');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /dashboard');
  });

  it('renders the user guide as a PDF and the brand assets as SVG', async () => {
    const pdf = (await render('/user-guide.pdf')) as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    for (const path of ['/brand/creds-logo.svg', '/brand/creds-seal.svg', '/brand/creds-qr-code.svg']) {
      expect(String(await render(path))).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    }
  });
});
