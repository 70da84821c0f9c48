import type { RouteObject } from 'react-router';

/** Loads every lazy route's module now and puts what it gives in place of `lazy`. */
export async function resolveLazyRoutes(routes: RouteObject[]): Promise<void> {
  for (const route of routes) {
    if (typeof route.lazy === 'function') {
      Object.assign(route, await route.lazy());
      delete route.lazy;
    }
    if (route.children) await resolveLazyRoutes(route.children);
  }
}
