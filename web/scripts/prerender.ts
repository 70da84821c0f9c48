/**
 * Prerenders the public pages (src/app/public-pages.ts) into dist/pages after `vite build`: each page's
 * markup inside the built public.html, its title and meta tags in the head, the brand theme applied as
 * the app applies it. The server sends these for the pages' paths (server/src/plugins/web.ts) and
 * replaces the origin placeholder with PUBLIC_URL's. Run by `npm run build -w web`.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';
import { createServer } from 'vite';
import type * as Prerender from '../src/app/prerender';
import type * as BrandTheme from '../src/lib/brand-theme';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const template = readFileSync(join(dist, 'public.html'), 'utf8');

// Vite renders the pages' modules as the dev server would, without a second build.
const vite = await createServer({ root, server: { middlewareMode: true }, appType: 'custom', logLevel: 'error' });
try {
  const { publicPages, renderPublicPage } = (await vite.ssrLoadModule('/src/app/prerender.tsx')) as typeof Prerender;
  const { applyBrandTheme } = (await vite.ssrLoadModule('/src/lib/brand-theme.ts')) as typeof BrandTheme;
  mkdirSync(join(dist, 'pages'), { recursive: true });
  const pageList = [];
  for (const page of publicPages) {
    const markup = await renderPublicPage(page.path);
    // React puts the page's <title>, <meta> and <link> tags first; they belong in <head>.
    const headTags = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/>)*/.exec(markup)![0];
    const dom = new JSDOM(template);
    const { document } = dom.window;
    applyBrandTheme(document);
    document.querySelector('title')?.remove();
    // The stylesheet goes inline: the page paints with its HTML, one round trip sooner.
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
      const style = document.createElement('style');
      style.textContent = readFileSync(join(dist, new URL(link.href, 'http://build/').pathname), 'utf8');
      link.replaceWith(style);
    }
    const html = dom
      .serialize()
      // Replacer functions: the markup may hold "$" patterns that a replacement string would expand.
      .replace('</head>', () => `${headTags}</head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${markup.slice(headTags.length)}</div>`);
    if (!html.includes(markup.slice(headTags.length))) throw new Error(`public.html has no empty <div id="root"></div> for ${page.path}`);
    const file = `${page.path === '/' ? 'index' : page.path.slice(1)}.html`;
    writeFileSync(join(dist, 'pages', file), html);
    pageList.push({ path: page.path, aliases: page.aliases, file });
  }
  writeFileSync(join(dist, 'pages', 'pages.json'), `${JSON.stringify(pageList, null, 2)}\n`);
  // The template alone would be an empty page: it is not served.
  for (const suffix of ['', '.br', '.gz']) rmSync(join(dist, `public.html${suffix}`), { force: true });
  console.log(`prerendered ${pageList.length} public pages into dist/pages`);
} finally {
  await vite.close();
}
