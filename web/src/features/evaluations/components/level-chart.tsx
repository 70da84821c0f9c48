import type { Insights } from '../api/get-insights';
import { levelColors } from '../lib/level-colors';

const width = 420;
const height = 200;
const top = 22;
const bottom = 52;
const side = 8;

/** A label in lines of about a dozen characters ("Not provided by AI" → "Not provided", "by AI"). */
function labelLines(label: string): string[] {
  const lines: string[] = [];
  for (const word of label.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= 12) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Evaluations by level as bars drawn in SVG: one image whose text alternative gives every figure. */
export function LevelChart({ byLevel }: { byLevel: Insights['byLevel'] }) {
  const max = Math.max(1, ...byLevel.map((entry) => entry.count));
  const slot = (width - side * 2) / Math.max(1, byLevel.length);
  const barWidth = Math.min(40, slot * 0.6);
  const plotHeight = height - top - bottom;
  const summary = byLevel.map((entry) => `${entry.label}: ${entry.count}`).join(', ');

  return (
    <figure className="space-y-3">
      <svg
        role="img"
        aria-label={`Evaluations by level. ${summary}.`}
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full max-w-xl"
      >
        <line x1={side} x2={width - side} y1={height - bottom} y2={height - bottom} stroke="#dfe3ec" strokeWidth="1" />
        {byLevel.map((entry, index) => {
          const barHeight = (entry.count / max) * plotHeight;
          const x = side + slot * index + (slot - barWidth) / 2;
          const y = height - bottom - barHeight;
          return (
            <g key={entry.level}>
              <rect x={x} y={y} width={barWidth} height={Math.max(barHeight, entry.count > 0 ? 2 : 0)} rx="4" fill={levelColors[entry.level]} />
              <text x={x + barWidth / 2} y={y - 6} textAnchor="middle" fontSize="12" fontWeight="700" fill="#172033">
                {entry.count}
              </text>
              <text x={x + barWidth / 2} y={height - bottom + 16} textAnchor="middle" fontSize="11" fill="#4a5568">
                {entry.level}
              </text>
              {labelLines(entry.label).map((line, lineIndex) => (
                <text key={line} x={x + barWidth / 2} y={height - bottom + 30 + lineIndex * 11} textAnchor="middle" fontSize="9.5" fill="#4a5568">
                  {line}
                </text>
              ))}
            </g>
          );
        })}
      </svg>
      <figcaption className="text-sm text-ink-muted">Your evaluations by level (0 to 5).</figcaption>
    </figure>
  );
}
