import { maxPoints } from '@creds/contract';
import { Star } from 'lucide-react';

/** Rating points as stars out of five; read out as "3 of 5 stars". */
export function LevelStars({ points, size = 'md' }: { points: number; size?: 'sm' | 'md' | 'lg' }) {
  const filled = Math.max(0, Math.min(maxPoints, Math.round(points)));
  const sizeClass = { sm: 'size-3.5', md: 'size-4.5', lg: 'size-6' }[size];
  return (
    <span role="img" aria-label={`${filled} of ${maxPoints} stars`} className="inline-flex items-center gap-0.5">
      {Array.from({ length: maxPoints }, (_, index) => (
        <Star
          key={index}
          aria-hidden
          className={`${sizeClass} ${index < filled ? 'fill-amber-400 text-amber-500' : 'fill-transparent text-ink-muted/40'}`}
        />
      ))}
    </span>
  );
}
