import type { ReactNode } from 'react';
import { DocumentTitle } from '../../../components/ui/document-title';

/** The frame of the signed-in pages: the document title, a heading block and the page's content. */
export function WorkspacePage({
  title,
  heading,
  intro,
  actions,
  width = 'max-w-6xl',
  children,
}: {
  title: string;
  /** The visible h1; leave it out when the content has its own. */
  heading?: ReactNode;
  intro?: ReactNode;
  actions?: ReactNode;
  width?: string;
  children: ReactNode;
}) {
  return (
    <div className="bg-surface px-4 py-8 sm:px-6 sm:py-12">
      <DocumentTitle>{title}</DocumentTitle>
      <div className={`mx-auto space-y-6 ${width}`}>
        {heading ? (
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div className="min-w-0">
              <h1 className="font-serif text-2xl font-bold text-brand sm:text-3xl">{heading}</h1>
              {intro ? <p className="mt-2 max-w-2xl text-ink-muted">{intro}</p> : null}
            </div>
            {actions ? <div className="flex shrink-0 flex-wrap gap-3">{actions}</div> : null}
          </div>
        ) : null}
        {children}
      </div>
    </div>
  );
}
