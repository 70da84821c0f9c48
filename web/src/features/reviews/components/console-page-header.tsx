import type { ReactNode } from 'react';

/** The title block of a console page: its one h1, a line about it, and actions on the right. */
export function ConsolePageHeader({ title, description, actions }: { title: ReactNode; description?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="font-serif text-2xl font-bold text-brand wrap-break-word sm:text-3xl">{title}</h1>
        {description ? <div className="mt-1.5 max-w-3xl text-sm leading-relaxed text-ink-muted">{description}</div> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}
