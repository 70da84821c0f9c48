import type { ReactNode } from 'react';
import { isCurrentPath, useSiteLocation } from '../../lib/site-navigation';
import { ChatWidget } from './chat-widget';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const mainContentId = 'main-content';

/**
 * The frame of every page: header, main area, footer and the chat button. The app's router renders it
 * around its pages (RootLayout), the prerendered public pages around theirs (public-main.tsx). The staff's
 * review console has no chat button: it is for visitors and applicants, and on the console it sat over
 * the last controls of a form.
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  const isReviewConsole = isCurrentPath(useSiteLocation().pathname, '/admin');
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${mainContentId}`}
        className="sr-only z-50 rounded-md bg-brand px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <SiteHeader />
      <main id={mainContentId} tabIndex={-1} className="flex-1 bg-white focus:outline-none">
        {children}
      </main>
      <SiteFooter />
      {isReviewConsole ? null : <ChatWidget />}
    </div>
  );
}
