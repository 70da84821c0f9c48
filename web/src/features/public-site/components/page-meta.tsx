import { branding, prerenderedOrigin } from '@creds/contract';
import { useSiteLocation } from '../../../lib/site-navigation';
import { socialImagePath } from '../../../content/site';
import type { PageMeta as PageMetaContent } from '../../../content/types';

interface PageMetaProps extends PageMetaContent {
  /** The page's own path, for the canonical URL when it is reached through an alias (/User-Guide). */
  canonicalPath?: string;
  type?: 'website' | 'article';
}

/** Title, description, canonical URL and Open Graph tags, hoisted to <head> by React. */
export function PageMeta({ title, description, canonicalPath, type = 'website' }: PageMetaProps) {
  const { pathname } = useSiteLocation();
  // Prerendered at build time, where the server later puts its own origin (PUBLIC_URL's).
  const origin = typeof window === 'undefined' ? prerenderedOrigin : window.location.origin;
  const url = `${origin}${canonicalPath ?? pathname}`;
  const fullTitle = `${title} | ${branding.productName}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:site_name" content={branding.productName} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={`${origin}${socialImagePath}`} />
      <meta property="og:locale" content="en_US" />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
