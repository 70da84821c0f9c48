import { branding } from '@creds/contract';
import { ArrowLeft, House, MapPinOff } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles';
import { DocumentTitle } from '../../components/ui/document-title';

/** Any path without a page (spec section 2). */
export function NotFoundPage() {
  const location = useLocation();
  const navigate = useNavigate();
  // 'default' is the key of the entry the visitor landed on: there is nothing in the app to go back to.
  const canGoBack = location.key !== 'default';

  return (
    <section aria-labelledby="not-found-title" className="bg-surface">
      <DocumentTitle>Page not found</DocumentTitle>
      <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 sm:py-24">
        <span className="mx-auto flex size-20 items-center justify-center rounded-full bg-white shadow-sm ring-1 ring-line">
          <MapPinOff aria-hidden className="size-9 text-brand" />
        </span>
        <p className="mt-6 text-sm font-semibold uppercase tracking-[0.2em] text-accent">Error 404</p>
        <h1 id="not-found-title" className="mt-3 font-serif text-3xl font-bold text-brand sm:text-4xl">
          Page not found
        </h1>
        <p className="mx-auto mt-5 max-w-xl text-base leading-relaxed text-ink-muted sm:text-lg">
          We could not find a page at <code className="break-all rounded bg-white px-1.5 py-0.5 text-ink">{location.pathname}</code>.
          It may have moved, or the address may be mistyped.
        </p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Link to="/" className={buttonClass('primary')}>
            <House aria-hidden className="size-4" />
            Go to the home page
          </Link>
          {canGoBack ? (
            <button type="button" onClick={() => navigate(-1)} className={buttonClass('outline')}>
              <ArrowLeft aria-hidden className="size-4" />
              Go back
            </button>
          ) : null}
        </div>
        <p className="mt-10 text-sm text-ink-muted">
          Looking for something specific? Write to{' '}
          <a href={`mailto:${branding.supportEmail}`} className="font-medium text-brand underline hover:text-accent">
            {branding.supportEmail}
          </a>{' '}
          and we will point you to it.
        </p>
      </div>
    </section>
  );
}
