import type { ReactNode } from 'react';

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  titleId?: string;
  children?: ReactNode;
}

/** The dark-blue band that opens every inner public page, with its one h1. */
export function PageHero({ eyebrow, title, lead, titleId, children }: PageHeroProps) {
  return (
    <div className="relative isolate overflow-hidden bg-brand text-white">
      <HeroPattern />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8 lg:py-20">
        <div className="max-w-3xl">
          {eyebrow ? (
            <p className="flex items-center gap-3 text-sm font-semibold uppercase tracking-[0.18em] text-white/85">
              <span aria-hidden className="h-0.5 w-8 bg-accent" />
              {eyebrow}
            </p>
          ) : null}
          <h1 id={titleId} className="mt-4 font-serif text-3xl font-bold leading-tight text-balance sm:text-4xl lg:text-5xl">
            {title}
          </h1>
          {lead ? <div className="mt-5 max-w-2xl text-lg leading-relaxed text-white/85">{lead}</div> : null}
          {children ? <div className="mt-8">{children}</div> : null}
        </div>
      </div>
      <div aria-hidden className="h-1.5 bg-accent" />
    </div>
  );
}

/** Fine guilloche-like rings, as on printed certificates; decorative. */
export function HeroPattern() {
  return (
    <svg aria-hidden className="absolute -top-24 -right-40 -z-10 h-[36rem] w-[36rem] text-white/[0.07] sm:-right-24 lg:right-0" viewBox="0 0 400 400" fill="none">
      {Array.from({ length: 12 }, (_, index) => (
        <circle key={index} cx="200" cy="200" r={40 + index * 14} stroke="currentColor" strokeWidth={index % 3 === 0 ? 2 : 1} />
      ))}
      {Array.from({ length: 24 }, (_, index) => {
        const angle = (index * Math.PI) / 12;
        return (
          <line
            key={index}
            x1={200 + 40 * Math.cos(angle)}
            y1={200 + 40 * Math.sin(angle)}
            x2={200 + 194 * Math.cos(angle)}
            y2={200 + 194 * Math.sin(angle)}
            stroke="currentColor"
          />
        );
      })}
    </svg>
  );
}
