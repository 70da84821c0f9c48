import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { findPublicPage } from './app/public-pages';
import { PublicSiteShell } from './app/public-site-shell';
import './index.css';
import { holdEarlyClicks } from './lib/early-clicks';

/**
 * The entry of the prerendered public pages (public.html): hydrates the page the server sent, without
 * the router. The server sends this only for the paths of app/public-pages.ts.
 */
const rootElement = document.getElementById('root');
const page = findPublicPage(window.location.pathname);
if (!rootElement || !page) throw new Error(`No prerendered public page at ${window.location.pathname}`);
// From now until the page has hydrated, a click on a button waits instead of doing nothing.
const releaseEarlyClicks = holdEarlyClicks(rootElement);

void page.load().then((Page) => {
  // As a transition, hydration yields to the browser every few milliseconds instead of one long task;
  // the page is already painted, so nothing waits for it but the handlers.
  startTransition(() => {
    hydrateRoot(
      rootElement,
      <StrictMode>
        <PublicSiteShell pathname={window.location.pathname} onHydrated={releaseEarlyClicks}>
          <Page />
        </PublicSiteShell>
      </StrictMode>,
    );
  });
});
