import { useId, type ReactNode } from 'react';

/** A titled block of a console page (an h2 section in a white card). */
export function ConsoleCard({ title, actions, children, className }: { title: string; actions?: ReactNode; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`rounded-xl bg-white p-4 shadow-sm ring-1 ring-line sm:p-5 ${className ?? ''}`}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-brand">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
