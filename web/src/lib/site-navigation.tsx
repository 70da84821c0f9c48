import { createContext, use, type AnchorHTMLAttributes, type ComponentType, type Ref } from 'react';

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * How the shared layout and the public pages link and learn where they are. Inside the app's router the
 * layout provides the router's link (navigation without a page load) and location; the prerendered public
 * pages, which load without the router, use plain links and the browser's location.
 */
export interface SiteNavigation {
  pathname: string;
  hash: string;
  Link: ComponentType<SiteLinkProps>;
}

/** A plain link: each page loads in full. */
export function PlainLink({ to, ...props }: SiteLinkProps) {
  return <a href={to} {...props} />;
}

const SiteNavigationContext = createContext<SiteNavigation>({ pathname: '/', hash: '', Link: PlainLink });

export const SiteNavigationProvider = SiteNavigationContext;

export function useSiteLocation(): { pathname: string; hash: string } {
  const { pathname, hash } = use(SiteNavigationContext);
  return { pathname, hash };
}

export function SiteLink(props: SiteLinkProps) {
  const { Link } = use(SiteNavigationContext);
  return <Link {...props} />;
}

/** Whether `to` is the current page (or, unless `end`, one of its sub-pages); letter case aside, as the router matches. */
export function isCurrentPath(pathname: string, to: string, end = false): boolean {
  const current = pathname.toLowerCase().replace(/(.)\/$/, '$1');
  const target = to.toLowerCase();
  return current === target || (!end && target !== '/' && current.startsWith(`${target}/`));
}

interface SiteNavLinkProps extends Omit<SiteLinkProps, 'className'> {
  end?: boolean;
  className: (state: { isActive: boolean }) => string;
}

/** A link that knows whether it points at the current page: `aria-current="page"` and the active style. */
export function SiteNavLink({ to, end, className, ...props }: SiteNavLinkProps) {
  const isActive = isCurrentPath(useSiteLocation().pathname, to, end);
  return <SiteLink to={to} aria-current={isActive ? 'page' : undefined} className={className({ isActive })} {...props} />;
}
