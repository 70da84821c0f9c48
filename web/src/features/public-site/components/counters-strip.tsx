import { timing } from '@creds/contract';
import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../lib/use-reduced-motion';

export interface Counter {
  value: number;
  label: string;
}

/** As the spec writes them: digits and a plus sign, no thousands separator ("50000+"). */
const formatCount = (value: number) => `${value}+`;

/** Eases out: fast at first, settling on the target. */
const easeOutCubic = (progress: number) => 1 - (1 - progress) ** 3;

/**
 * The figures strip: every counter counts from 0 to its value over `timing.counterAnimationMs` the
 * first time the strip scrolls into view, and shows the final values at once to visitors who prefer
 * reduced motion. Screen readers read the final values only.
 *
 * Each figure's text is in the page once, as the final value: the counting digits are drawn by CSS from
 * a `data-value` attribute over it (transparent wherever they are drawn), so a search for "50000+"
 * finds one element, and the layout keeps the final value's width as the digits grow.
 */
export function CountersStrip({ counters, label }: { counters: readonly Counter[]; label: string }) {
  const containerRef = useRef<HTMLDListElement>(null);
  const prefersReducedMotion = usePrefersReducedMotion();
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    const container = containerRef.current;
    if (!container || prefersReducedMotion) return;
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const elapsed = Math.min(1, (now - start) / timing.counterAnimationMs);
          setProgress(elapsed);
          if (elapsed < 1) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.3 },
    );
    observer.observe(container);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [prefersReducedMotion]);

  const shown = easeOutCubic(progress);
  return (
    <dl ref={containerRef} aria-label={label} className="grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4">
      {counters.map((counter) => (
        <div key={counter.label} className="flex flex-col-reverse items-center text-center">
          <dt className="mt-2 text-sm font-medium uppercase tracking-wider text-white/85">{counter.label}</dt>
          <dd className="relative font-serif text-4xl font-bold tabular-nums text-white sm:text-5xl">
            <span data-counter-final className="motion-safe:text-transparent">
              {formatCount(counter.value)}
            </span>
            {/* Hidden by CSS under reduced motion, so the final value shows before the page's scripts run,
                and in forced colours, which paint the final value's transparent text anyway. */}
            <span
              aria-hidden
              data-counter={counter.value}
              data-value={formatCount(Math.round(counter.value * shown))}
              className="absolute inset-0 before:content-[attr(data-value)] motion-reduce:hidden forced-colors:hidden"
            />
          </dd>
        </div>
      ))}
    </dl>
  );
}
