import { resolve } from 'node:path';
import { branding } from '@creds/contract';
import QRCode from 'qrcode';
import type { Plugin } from 'vite';
import { brandAssets } from '../../../content/branding-page';
import { disallowedPaths, siteUrl, sitemapPages } from '../../../content/site';
import { userGuidePdf } from '../../../content/user-guide';
import { logoSvg, sealSvg } from '../lib/brand-assets';
import { renderUserGuidePdf } from './user-guide-pdf';

type SiteFile = { contentType: string; render: () => Promise<string | Buffer> };

/** The files the public site generates from its content, by path. */
export function siteFiles({ publicDir, url = siteUrl }: { publicDir: string; url?: string }): Map<string, SiteFile> {
  const buildDate = new Date().toISOString().slice(0, 10);
  return new Map<string, SiteFile>([
    [
      '/sitemap.xml',
      {
        contentType: 'application/xml; charset=utf-8',
        render: async () =>
          [
            '<?xml version="1.0" encoding="UTF-8"?>',
            '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
            ...sitemapPages.map(
              (page) =>
                `  <url><loc>${url}${page.path}</loc><lastmod>${buildDate}</lastmod><changefreq>${page.changefreq}</changefreq><priority>${page.priority.toFixed(1)}</priority></url>`,
            ),
            '</urlset>',
            '',
          ].join('\n'),
      },
    ],
    [
      '/robots.txt',
      {
        contentType: 'text/plain; charset=utf-8',
        render: async () =>
          ['User-agent: *', 'Allow: /', ...disallowedPaths.map((path) => `Disallow: ${path}`), '', `Sitemap: ${url}/sitemap.xml`, ''].join('\n'),
      },
    ],
    [userGuidePdf.path, { contentType: 'application/pdf', render: () => renderUserGuidePdf({ publicDir, siteUrl: url }) }],
    [brandAssets.logo.path, { contentType: 'image/svg+xml', render: async () => logoSvg() }],
    [brandAssets.seal.path, { contentType: 'image/svg+xml', render: async () => sealSvg() }],
    [
      brandAssets.qrCode.path,
      {
        contentType: 'image/svg+xml',
        render: () =>
          QRCode.toString(url, {
            type: 'svg',
            errorCorrectionLevel: 'M',
            margin: 2,
            color: { dark: branding.colors.primary, light: '#ffffff' },
          }),
      },
    ],
  ]);
}

/**
 * Writes sitemap.xml, robots.txt, the user-guide PDF and the brand assets into the build, rendered
 * from the same content as the pages (so they never drift), and answers them in the dev server.
 */
export function publicSiteFiles(): Plugin {
  let files: Map<string, SiteFile> = new Map();
  return {
    name: 'creds-public-site-files',
    configResolved(config) {
      files = siteFiles({ publicDir: config.publicDir || resolve(config.root, 'public') });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = files.get(req.url?.split('?')[0] ?? '');
        if (!file) return next();
        file.render().then(
          (content) => {
            res.setHeader('Content-Type', file.contentType);
            res.end(content);
          },
          (error: unknown) => next(error),
        );
      });
    },
    async generateBundle() {
      for (const [path, file] of files) {
        this.emitFile({ type: 'asset', fileName: path.slice(1), source: await file.render() });
      }
    },
  };
}
