import { Outlet } from 'react-router';
import { ChatWidget } from './chat-widget';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export const mainContentId = 'main-content';

/** The shared layout of every page: header, main area, footer and the chat button. */
export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollToTop />
      <a
        href={`#${mainContentId}`}
        className="sr-only z-50 rounded-md bg-brand px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <SiteHeader />
      <main id={mainContentId} tabIndex={-1} className="flex-1 bg-white focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ChatWidget />
    </div>
  );
}
