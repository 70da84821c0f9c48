import { AlertDialog } from 'radix-ui';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { buttonClass } from './button-styles';

export interface LeaveFormGuardProps {
  /** Asked at the moment of leaving, so a form that has just been sent can let its own navigation through. */
  shouldBlock: () => boolean;
  /** The dialog's title, a question: "Leave the application?". */
  title: string;
  /** What is lost and what is kept. */
  description: string;
}

/**
 * Asks before leaving a form with unsaved changes: a dialog for a link or the back button (the
 * router's blocker), the browser's own question for a reload or a closed tab.
 */
export function LeaveFormGuard({ shouldBlock, title, description }: LeaveFormGuardProps) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && shouldBlock());

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!shouldBlock()) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [shouldBlock]);

  return (
    <AlertDialog.Root open={blocker.state === 'blocked'} onOpenChange={(open) => !open && blocker.reset?.()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-brand-deep/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-2xl focus:outline-none">
          <AlertDialog.Title className="font-serif text-xl font-bold text-brand">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-3 text-sm leading-relaxed text-ink-muted">{description}</AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass('outline', 'sm')}>Stay on this page</AlertDialog.Cancel>
            {/* A plain button: the dialog's own close would reset the blocker it has just let through. */}
            <button type="button" className={buttonClass('primary', 'sm')} onClick={() => blocker.proceed?.()}>
              Leave
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
