/**
 * Every path the web app has a page for, as its router writes them (`:name` stands for one segment);
 * letters match in any case, as the router matches them. The server answers other paths with the app's
 * not-found page and status 404. The web's router test keeps this list equal to its routes.
 */
export const appPathPatterns = [
  '/',
  '/about-us',
  '/vision',
  '/faq',
  '/fees',
  '/user-guide',
  '/blogs',
  '/Blog',
  '/branding',
  '/terms',
  '/privacy-policy',
  '/blog-review-1',
  '/blog-review-2',
  '/blog-review-3',
  '/blog-review-4',
  '/blog-review-5',
  '/blog-review-6',
  '/blog-review-7',
  '/account-activate',
  '/forgot-password',
  '/logout',
  '/login',
  '/register',
  '/settings',
  '/dashboard',
  '/equivalence',
  '/equivalence/:id',
  '/history',
  '/Verify-Certificate',
  '/validate',
  '/certificates/:id',
  '/admin',
  '/admin/evaluations/:badgeId',
  '/admin/users',
  '/admin/prices',
  '/admin/audit',
  '/admin/jobs',
  '/accreditation',
  '/accredited-institutions',
  '/accreditation/verify',
  '/accreditation/verify/:certificateId',
  '/accreditation/apply',
  '/accreditation/applications',
  '/accreditation/applications/:id',
  '/accreditation/renew/:certificateId',
  '/admin/accreditation',
  '/admin/accreditation/applications/:id',
  '/admin/accreditation/institutes',
  '/admin/accreditation/import',
] as const;

const patterns = appPathPatterns.map(
  (pattern) => new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`, 'i'),
);

/** Whether the web app has a page at `pathname` (no query string); a trailing slash aside. */
export function isAppPath(pathname: string): boolean {
  return patterns.some((pattern) => pattern.test(pathname));
}
