import { useMemo } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '../../lib/auth';
import { SessionUserContext } from '../../lib/session';
import { SiteNavigationProvider, type SiteNavigation } from '../../lib/site-navigation';
import { ScrollToTop } from './scroll-to-top';
import { SiteFrame } from './site-frame';

/** The layout of every page of the app: the site's frame, linking through the router, with the cached session. */
export function RootLayout() {
  const { pathname, hash } = useLocation();
  const navigation = useMemo<SiteNavigation>(() => ({ pathname, hash, Link }), [pathname, hash]);
  return (
    <SessionUserContext value={useCurrentUser()}>
      <SiteNavigationProvider value={navigation}>
        <ScrollToTop />
        <SiteFrame>
          <Outlet />
        </SiteFrame>
      </SiteNavigationProvider>
    </SessionUserContext>
  );
}
