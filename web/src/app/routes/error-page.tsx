import { branding } from '@creds/contract';
import { House, RefreshCw } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles';
import { NotFoundPage } from './not-found';

export const unexpectedErrorTitle = 'Unexpected Application Error!';

/** The router's error page (spec section 8): a page failed to render or load. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  return (
    <section aria-labelledby="error-title" className="bg-surface">
      <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 sm:py-24">
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent">Something went wrong</p>
        <h1 id="error-title" className="mt-3 font-serif text-3xl font-bold text-brand sm:text-4xl">
          {unexpectedErrorTitle}
        </h1>
        <p className="mx-auto mt-5 max-w-xl text-base leading-relaxed text-ink-muted sm:text-lg">
          This page could not be shown. Reload it or start again from the home page; if it keeps happening, write
          to{' '}
          <a href={`mailto:${branding.supportEmail}`} className="font-medium text-brand underline hover:text-accent">
            {branding.supportEmail}
          </a>
          .
        </p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          {/* A full page load: whatever broke starts over from a clean state. */}
          <a href="/" className={buttonClass('primary')}>
            <House aria-hidden className="size-4" />
            Go to the home page
          </a>
          <button type="button" onClick={() => window.location.reload()} className={buttonClass('outline')}>
            <RefreshCw aria-hidden className="size-4" />
            Reload the page
          </button>
        </div>
      </div>
    </section>
  );
}

/** The same page when the layout itself failed: it brings its own main landmark. */
export function LayoutErrorPage() {
  return (
    <main id="main-content">
      <RouteErrorPage />
    </main>
  );
}
