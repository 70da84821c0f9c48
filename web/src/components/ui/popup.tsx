import { CircleAlert, CircleCheck, TriangleAlert, X } from 'lucide-react';
import type { ReactNode } from 'react';

type PopupTone = 'success' | 'error' | 'warning';

const toneStyles: Record<PopupTone, { box: string; icon: ReactNode; close: string }> = {
  success: {
    box: 'border-l-4 border-success bg-white text-ink',
    icon: <CircleCheck aria-hidden className="size-5 shrink-0 text-success" />,
    close: 'text-ink-muted hover:bg-surface hover:text-ink',
  },
  // The dark red error popup of spec section 4.
  error: {
    box: 'border-l-4 border-accent bg-error text-white',
    icon: <CircleAlert aria-hidden className="size-5 shrink-0 text-white" />,
    close: 'text-white/85 hover:bg-white/15 hover:text-white',
  },
  warning: {
    box: 'border-l-4 border-warning bg-warning-soft text-ink',
    icon: <TriangleAlert aria-hidden className="size-5 shrink-0 text-warning" />,
    close: 'text-ink-muted hover:bg-black/5 hover:text-ink',
  },
};

export interface PopupProps {
  tone: PopupTone;
  title?: string;
  children: ReactNode;
  closeLabel: string;
  onClose: () => void;
}

/** A small closable message card: notifications and the version toast. */
export function Popup({ tone, title, children, closeLabel, onClose }: PopupProps) {
  const style = toneStyles[tone];
  return (
    <div
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-md p-4 shadow-lg ring-1 ring-black/5 ${style.box}`}
    >
      {style.icon}
      <div className="min-w-0 flex-1 text-sm leading-snug">
        {title ? <p className="font-semibold">{title}</p> : null}
        <p className={title ? 'mt-1' : undefined}>{children}</p>
      </div>
      <button
        type="button"
        onClick={onClose}
        aria-label={closeLabel}
        className={`-m-1 rounded p-1 transition-colors ${style.close}`}
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  );
}
