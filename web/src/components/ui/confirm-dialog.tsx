import { AlertDialog } from 'radix-ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { buttonClass } from './button-styles';
import { PendingButton } from './pending-button';

interface ConfirmDialogProps {
  /** The button that opens the dialog (rendered as is, so it keeps its own label and style). */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  isPending: boolean;
  onConfirm: () => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tone?: 'primary' | 'accent';
}

/**
 * Asks before an action that cannot be undone (a refund, a role change). Focus starts on Cancel and
 * returns to the trigger; Escape cancels.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  pendingLabel,
  isPending,
  onConfirm,
  open,
  onOpenChange,
  tone = 'primary',
}: ConfirmDialogProps) {
  // The call's pending state arrives a moment after the click: a double click must not confirm twice.
  const confirmed = useRef(false);
  useEffect(() => {
    if (!isPending) confirmed.current = false;
  }, [isPending, open]);
  const confirm = () => {
    if (confirmed.current) return;
    confirmed.current = true;
    onConfirm();
  };
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-brand-deep/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-2xl focus:outline-none">
          <AlertDialog.Title className="font-serif text-xl font-bold text-brand">{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-3 text-sm leading-relaxed text-ink-muted">{description}</div>
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass('outline', 'sm')} disabled={isPending}>
              Cancel
            </AlertDialog.Cancel>
            <PendingButton
              type="button"
              size="sm"
              variant={tone}
              isPending={isPending}
              pendingLabel={pendingLabel}
              onClick={confirm}
            >
              {confirmLabel}
            </PendingButton>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
