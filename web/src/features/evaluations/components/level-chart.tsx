import type { Insights } from '../api/get-insights';
import { levelColors } from '../lib/level-colors';

/**
 * Evaluations by level as horizontal bars: one image whose text alternative gives every figure. Bars
 * laid out in HTML keep their labels at a readable size on a phone, where a scaled drawing would shrink them.
 */
export function LevelChart({ byLevel }: { byLevel: Insights['byLevel'] }) {
  const max = Math.max(1, ...byLevel.map((entry) => entry.count));
  const summary = byLevel.map((entry) => `${entry.label}: ${entry.count}`).join(', ');

  return (
    <figure className="space-y-4">
      <div role="img" aria-label={`Evaluations by level. ${summary}.`} className="space-y-2.5">
        {byLevel.map((entry) => (
          <div key={entry.level} className="grid grid-cols-[minmax(0,8.5rem)_minmax(0,1fr)_2.5rem] items-center gap-3 text-sm sm:grid-cols-[10rem_minmax(0,1fr)_2.5rem]">
            <span className="text-ink">
              <span className="font-semibold tabular-nums">{entry.level}</span> · {entry.label}
            </span>
            <span className="h-5 overflow-hidden rounded bg-surface ring-1 ring-line">
              <span
                className="block h-full rounded"
                style={{
                  width: `${(entry.count / max) * 100}%`,
                  // A level with evaluations always shows a sliver, however many the others have.
                  minWidth: entry.count > 0 ? '0.375rem' : undefined,
                  backgroundColor: levelColors[entry.level],
                }}
              />
            </span>
            <span className="text-right font-bold text-ink tabular-nums">{entry.count.toLocaleString('en-US')}</span>
          </div>
        ))}
      </div>
      <figcaption className="text-sm text-ink-muted">Your evaluations by level (0 to 5).</figcaption>
    </figure>
  );
}
