import type { CurrentUser } from '@creds/contract';
import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { fetchCurrentUser, SessionUserContext } from '../lib/session';
import { PlainLink, SiteNavigationProvider, type SiteNavigation } from '../lib/site-navigation';
import { SiteFrame } from './layout/site-frame';

function subscribeToHash(onChange: () => void) {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

/**
 * A prerendered public page: the site's frame with plain links (each page loads in full) and a session
 * check of its own. The same tree renders at build time (prerender.tsx) and hydrates in the browser
 * (public-main.tsx). Both first renders see no session yet and an empty hash; then the browser's follow.
 */
export function PublicSiteShell({ pathname, children }: { pathname: string; children: ReactNode }) {
  const hash = useSyncExternalStore(subscribeToHash, () => window.location.hash, () => '');
  const navigation = useMemo<SiteNavigation>(() => ({ pathname, hash, Link: PlainLink }), [pathname, hash]);
  const [user, setUser] = useState<CurrentUser | null>();
  useEffect(() => {
    void fetchCurrentUser().then(setUser);
  }, []);
  return (
    <SessionUserContext value={user}>
      <SiteNavigationProvider value={navigation}>
        <SiteFrame>{children}</SiteFrame>
      </SiteNavigationProvider>
    </SessionUserContext>
  );
}
