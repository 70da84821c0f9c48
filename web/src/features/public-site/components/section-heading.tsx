import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  align?: 'left' | 'center';
  tone?: 'light' | 'dark';
}

/** An h2 with its eyebrow and introduction, used by every section of the public pages. */
export function SectionHeading({ id, eyebrow, title, intro, align = 'left', tone = 'light' }: SectionHeadingProps) {
  const centred = align === 'center';
  const dark = tone === 'dark';
  return (
    <div className={centred ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      {eyebrow ? (
        <p
          className={`flex items-center gap-3 text-sm font-semibold uppercase tracking-[0.18em] ${centred ? 'justify-center' : ''} ${dark ? 'text-white/85' : 'text-accent'}`}
        >
          <span aria-hidden className={`h-0.5 w-8 ${dark ? 'bg-white/60' : 'bg-accent'}`} />
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className={`mt-3 font-serif text-3xl font-bold text-balance sm:text-4xl ${dark ? 'text-white' : 'text-brand'}`}>
        {title}
      </h2>
      {intro ? <p className={`mt-4 text-lg leading-relaxed ${dark ? 'text-white/85' : 'text-ink-muted'}`}>{intro}</p> : null}
    </div>
  );
}
