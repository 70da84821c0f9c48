import type { ReactNode, Ref } from 'react';
import { DocumentTitle } from '../../../components/ui/document-title';
import { CredentialsIllustration } from './credentials-illustration';

interface AuthLayoutProps {
  /** The page's heading, also the browser tab's title. */
  title: string;
  /** The id of the heading, so the page's form can be named by it. */
  titleId: string;
  /** For pages that move focus to the title (a wizard's next step). */
  titleRef?: Ref<HTMLHeadingElement>;
  intro?: ReactNode;
  /** The illustrated side panel (sign in and register); other account pages are a single column. */
  aside?: { heading: string; text: string };
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of the account pages: a card on the surface colour, with an illustrated side on wide screens. */
export function AuthLayout({ title, titleId, titleRef, intro, aside, children, footer }: AuthLayoutProps) {
  return (
    <section aria-labelledby={titleId} className="bg-surface px-4 py-10 sm:px-6 sm:py-16">
      <DocumentTitle>{title}</DocumentTitle>
      <div
        className={`mx-auto overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-line ${
          aside ? 'grid max-w-5xl lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]' : 'max-w-lg'
        }`}
      >
        {aside ? (
          <div className="relative hidden flex-col justify-center overflow-hidden bg-brand px-10 py-12 text-white lg:flex">
            <div aria-hidden className="absolute inset-x-0 top-0 h-1.5 bg-accent" />
            <CredentialsIllustration className="mx-auto w-full max-w-sm" />
            <div className="mt-10">
              <p className="font-serif text-2xl font-bold leading-snug">{aside.heading}</p>
              <p className="mt-3 text-base leading-relaxed text-white/85">{aside.text}</p>
            </div>
          </div>
        ) : null}
        <div className="px-5 py-8 sm:px-10 sm:py-12">
          <h1 id={titleId} ref={titleRef} tabIndex={-1} className="font-serif text-2xl font-bold text-brand focus:outline-hidden sm:text-3xl">
            {title}
          </h1>
          {intro ? <div className="mt-2 text-base leading-relaxed text-ink-muted">{intro}</div> : null}
          <div className="mt-7">{children}</div>
          {footer ? <div className="mt-8 border-t border-line pt-6 text-center text-sm text-ink-muted">{footer}</div> : null}
        </div>
      </div>
    </section>
  );
}

export const textLinkClass =
  'whitespace-nowrap font-semibold text-brand underline decoration-brand/40 underline-offset-4 transition-colors hover:text-accent hover:decoration-accent';
