import type { NonIndexRouteObject } from 'react-router';

/**
 * Capitalised paths that links use for the same pages (spec section 2). Route matching already
 * ignores case; the table also covers aliases that differ by more than case (/Blog for /blogs).
 */
export const pathAliases: Readonly<Record<string, readonly string[]>> = {
  '/user-guide': ['/User-Guide'],
  '/blogs': ['/Blog'],
  '/privacy-policy': ['/Privacy-Policy'],
  ...Object.fromEntries(
    [1, 2, 3, 4, 5, 6, 7].map((article) => [`/blog-review-${article}`, [`/Blog-review-${article}`]]),
  ),
};

type PathRoute = NonIndexRouteObject & { path: string };

/**
 * The route under its own path and under each of its aliases (from `pathAliases` unless given), so a
 * page is registered once: `...withAliases({ path: '/blogs', element: <BlogsPage /> })`.
 */
export function withAliases(route: PathRoute, aliases: readonly string[] = pathAliases[route.path] ?? []): PathRoute[] {
  // Route ids must be unique, so aliases let the router number their copies.
  return [route, ...aliases.map((path) => ({ ...route, id: undefined, path }))];
}
