import { levels, levelLabels } from '@creds/contract';
import { LevelStars } from '../../../components/ui/level-stars';
import { levelColors } from '../lib/level-colors';

/** The legend of levels: each label with its colour and its stars (spec section 2, History). */
export function LevelLegend() {
  return (
    <section aria-labelledby="level-legend-title" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-line">
      <h2 id="level-legend-title" className="text-sm font-semibold uppercase tracking-wider text-ink-muted">
        Levels
      </h2>
      <ul className="mt-3 grid gap-x-10 gap-y-2.5 sm:grid-cols-2 lg:grid-cols-3">
        {levels.map((level) => (
          <li key={level} className="flex items-center gap-3 text-sm">
            <span className="inline-flex w-48 shrink-0 items-center gap-2">
              <span aria-hidden className="size-3 shrink-0 rounded-sm" style={{ backgroundColor: levelColors[level] }} />
              <span className="font-semibold" style={{ color: levelColors[level] }}>
                {level} · {levelLabels[level]}
              </span>
            </span>
            <LevelStars points={level} size="sm" />
          </li>
        ))}
      </ul>
    </section>
  );
}
