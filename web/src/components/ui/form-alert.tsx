import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';

type AlertTone = 'error' | 'success' | 'info';

const tones: Record<AlertTone, { box: string; icon: ReactNode }> = {
  error: {
    box: 'border-error/30 bg-error-soft text-error',
    icon: <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />,
  },
  success: {
    box: 'border-success/30 bg-green-50 text-success',
    icon: <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0" />,
  },
  info: {
    box: 'border-brand/20 bg-brand-soft text-brand',
    icon: <Info aria-hidden className="mt-0.5 size-5 shrink-0" />,
  },
};

/** A message about a whole form, announced when it appears (errors as alerts, others as status). */
export function FormAlert({ tone = 'error', children }: { tone?: AlertTone; children: ReactNode }) {
  const style = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-2.5 rounded-md border px-4 py-3 text-sm leading-snug ${style.box}`}
    >
      {style.icon}
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
