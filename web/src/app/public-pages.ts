import type { ComponentType } from 'react';
import { pathAliases } from './route-aliases';

/**
 * The public pages that need neither the router nor a signed-in user: the build prerenders each one
 * (scripts/prerender.ts), the server sends that HTML for the page's path and aliases, and the browser
 * hydrates it with public-main.tsx, a small entry without the router. A link to any other page loads
 * the app. Inside the app (after a client-side navigation) the router shows the same components.
 */
export interface PublicPage {
  path: string;
  /** Other paths of the same page (spec section 2), e.g. /User-Guide. */
  aliases: readonly string[];
  load: () => Promise<ComponentType>;
}

const page = (path: string, load: () => Promise<ComponentType>): PublicPage => ({ path, aliases: pathAliases[path] ?? [], load });

export const publicPages: readonly PublicPage[] = [
  page('/', async () => (await import('./routes/home')).HomePage),
  page('/about-us', async () => (await import('./routes/about-us')).AboutUsPage),
  page('/vision', async () => (await import('./routes/vision')).VisionPage),
  page('/faq', async () => (await import('./routes/faq')).FaqPage),
  page('/fees', async () => (await import('./routes/fees')).FeesPage),
  page('/user-guide', async () => (await import('./routes/user-guide')).UserGuidePage),
  page('/blogs', async () => (await import('./routes/blogs')).BlogsPage),
  page('/branding', async () => (await import('./routes/branding')).BrandingPage),
  page('/terms', async () => (await import('./routes/terms')).TermsPage),
  page('/privacy-policy', async () => (await import('./routes/privacy-policy')).PrivacyPolicyPage),
];

/** The public page at `pathname` (its own path or an alias, letter case aside, a trailing slash allowed). */
export function findPublicPage(pathname: string): PublicPage | undefined {
  const path = pathname.toLowerCase().replace(/(.)\/$/, '$1');
  return publicPages.find((candidate) => candidate.path === path || candidate.aliases.some((alias) => alias.toLowerCase() === path));
}
