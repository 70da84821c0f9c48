import { levelLabels, type Level } from '@creds/contract';
import { levelColors } from '../lib/level-colors';

/** A level's label with its colour swatch. */
export function LevelLabel({ level, className }: { level: Level; className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className ?? ''}`}>
      <span aria-hidden className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: levelColors[level] }} />
      <span className="font-semibold" style={{ color: levelColors[level] }}>
        {levelLabels[level]}
      </span>
    </span>
  );
}
