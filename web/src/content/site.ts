import { blogPosts } from './blog';

/**
 * The public address of the site: the sitemap, robots.txt and the QR code on /branding point here.
 * Pages use the address they are served from for their canonical and Open Graph URLs.
 */
export const siteUrl = 'https://creds.example';

/** The Open Graph image every page shares (a capture of the home page by `npm run capture:guide`, e2e/guide-capture.ts). */
export const socialImagePath = '/og-image.jpg';

/** Pages listed in sitemap.xml, most important first. */
export const sitemapPages: readonly { path: string; priority: number; changefreq: 'weekly' | 'monthly' | 'yearly' }[] = [
  { path: '/', priority: 1, changefreq: 'weekly' },
  { path: '/fees', priority: 0.9, changefreq: 'monthly' },
  { path: '/faq', priority: 0.8, changefreq: 'monthly' },
  { path: '/about-us', priority: 0.7, changefreq: 'monthly' },
  { path: '/user-guide', priority: 0.7, changefreq: 'monthly' },
  { path: '/accreditation', priority: 0.7, changefreq: 'monthly' },
  { path: '/accredited-institutions', priority: 0.6, changefreq: 'weekly' },
  { path: '/validate', priority: 0.6, changefreq: 'yearly' },
  { path: '/vision', priority: 0.5, changefreq: 'yearly' },
  { path: '/blogs', priority: 0.6, changefreq: 'weekly' },
  ...blogPosts.map((post) => ({ path: post.path, priority: 0.5, changefreq: 'yearly' as const })),
  { path: '/branding', priority: 0.3, changefreq: 'yearly' },
  { path: '/terms', priority: 0.2, changefreq: 'yearly' },
  { path: '/privacy-policy', priority: 0.2, changefreq: 'yearly' },
];

/** Paths crawlers should not index: signed-in pages and one-time links. */
export const disallowedPaths = [
  '/api/',
  '/dashboard',
  '/equivalence',
  '/history',
  '/settings',
  '/logout',
  '/account-activate',
  '/forgot-password',
  '/dev/',
] as const;
