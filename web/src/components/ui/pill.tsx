import type { ReactNode } from 'react';

export type PillTone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger';

const tones: Record<PillTone, string> = {
  neutral: 'bg-surface text-ink-muted ring-line',
  brand: 'bg-brand-soft text-brand ring-brand/20',
  success: 'bg-green-50 text-success ring-success/25',
  warning: 'bg-warning-soft text-warning ring-warning/25',
  danger: 'bg-error-soft text-error ring-error/25',
};

/** A short status label: a coloured tint with text that keeps its contrast. */
export function Pill({ tone = 'neutral', children, className }: { tone?: PillTone; children: ReactNode; className?: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[tone]} ${className ?? ''}`}
    >
      {children}
    </span>
  );
}
