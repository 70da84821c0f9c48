import type { ReactNode } from 'react';

/** The closing call to action of a page: a heading, a sentence and its buttons on the brand colour. */
export function CtaBand({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <section aria-labelledby="cta-title" className="bg-surface px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-2xl bg-brand px-6 py-10 text-center text-white shadow-lg sm:px-12 sm:py-14">
        <div aria-hidden className="absolute inset-x-0 top-0 h-1.5 bg-accent" />
        <h2 id="cta-title" className="font-serif text-2xl font-bold text-balance sm:text-3xl">
          {title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-base leading-relaxed text-white/85 sm:text-lg">{text}</p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">{children}</div>
      </div>
    </section>
  );
}
