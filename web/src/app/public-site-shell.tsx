import type { CurrentUser } from '@creds/contract';
import { lazy, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { NotificationsArea } from '../lib/notifications-area';
import { fetchCurrentUser, SessionUserContext } from '../lib/session';
import { PlainLink, SiteNavigationProvider, type SiteNavigation } from '../lib/site-navigation';
import { VersionCheck } from '../lib/version-check';
import { SiteFrame } from './layout/site-frame';

// Shown on rare events only (a message, a new release): their code loads then, not with the page.
const LazyPopup = lazy(async () => ({ default: (await import('../components/ui/popup')).Popup }));
const LazyVersionWarning = lazy(async () => ({ default: (await import('../lib/version-warning')).VersionWarning }));

function subscribeToHash(onChange: () => void) {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

/**
 * A prerendered public page: the site's frame with plain links (each page loads in full), a session
 * check of its own, and the global notification area and version check the app has (AppProvider).
 * The same tree renders at build time (prerender.tsx) and hydrates in the browser (public-main.tsx).
 * Both first renders see no session yet and an empty hash; then the browser's follow.
 */
export function PublicSiteShell({ pathname, onHydrated, children }: { pathname: string; onHydrated?: () => void; children: ReactNode }) {
  const hash = useSyncExternalStore(subscribeToHash, () => window.location.hash, () => '');
  const navigation = useMemo<SiteNavigation>(() => ({ pathname, hash, Link: PlainLink }), [pathname, hash]);
  const [user, setUser] = useState<CurrentUser | null>();
  useEffect(() => {
    void fetchCurrentUser().then(setUser);
  }, []);
  // Effects run once the page has hydrated: the clicks held until then can have their effect.
  useEffect(() => onHydrated?.(), [onHydrated]);
  return (
    <SessionUserContext value={user}>
      <SiteNavigationProvider value={navigation}>
        <NotificationsArea Popup={LazyPopup}>
          <SiteFrame>{children}</SiteFrame>
          <VersionCheck Warning={LazyVersionWarning} />
        </NotificationsArea>
      </SiteNavigationProvider>
    </SessionUserContext>
  );
}
