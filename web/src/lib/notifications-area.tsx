import { timing } from '@creds/contract';
import { createContext, Suspense, use, useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { PopupProps } from '../components/ui/popup';

type NotificationKind = 'success' | 'error';

export interface NotificationMessage {
  text: string;
  isVisible: boolean;
}

export interface Notifications {
  success: NotificationMessage;
  error: NotificationMessage;
  /** Sets the text and shows it; it hides 7 s after the last show. */
  showSuccess: (text: string) => void;
  showError: (text: string) => void;
  hideSuccess: () => void;
  hideError: () => void;
}

const NotificationsContext = createContext<Notifications | null>(null);

const hidden: NotificationMessage = { text: '', isVisible: false };

/** Where each kind shows: a polite status for success, an alert for errors. */
const slots = [
  { kind: 'success', role: 'status', closeLabel: 'Dismiss message' },
  { kind: 'error', role: 'alert', closeLabel: 'Dismiss error' },
] as const;

/**
 * The global notifications of spec section 4: one success and one error message, each shown or
 * hidden on its own, each hiding `timing.notificationMs` after it was last shown. A message shows in
 * the `Popup` given: the app's (notifications.tsx) loads with it; the prerendered public pages pass a
 * lazy one, loaded with the first message, to keep it out of their first load.
 */
export function NotificationsArea({ Popup, children }: { Popup: ComponentType<PopupProps>; children: ReactNode }) {
  const [messages, setMessages] = useState<Record<NotificationKind, NotificationMessage>>({
    success: hidden,
    error: hidden,
  });
  const hideTimers = useRef<Partial<Record<NotificationKind, ReturnType<typeof setTimeout>>>>({});

  const hide = useCallback((kind: NotificationKind) => {
    clearTimeout(hideTimers.current[kind]);
    setMessages((current) => ({ ...current, [kind]: { ...current[kind], isVisible: false } }));
  }, []);

  const show = useCallback(
    (kind: NotificationKind, text: string) => {
      clearTimeout(hideTimers.current[kind]);
      setMessages((current) => ({ ...current, [kind]: { text, isVisible: true } }));
      hideTimers.current[kind] = setTimeout(() => hide(kind), timing.notificationMs);
    },
    [hide],
  );

  useEffect(() => {
    const timers = hideTimers.current;
    return () => {
      clearTimeout(timers.success);
      clearTimeout(timers.error);
    };
  }, []);

  const value = useMemo<Notifications>(
    () => ({
      success: messages.success,
      error: messages.error,
      showSuccess: (text) => show('success', text),
      showError: (text) => show('error', text),
      hideSuccess: () => hide('success'),
      hideError: () => hide('error'),
    }),
    [messages, show, hide],
  );

  return (
    <NotificationsContext value={value}>
      {children}
      {/* Below the sticky header (its height published by SiteHeader), never over its buttons. */}
      <div className="pointer-events-none fixed inset-x-4 top-[calc(var(--header-height,0px)+0.75rem)] z-50 flex flex-col items-center gap-3 sm:left-auto sm:items-end">
        {/* The live regions stay mounted so screen readers announce what appears in them. */}
        {slots.map(({ kind, role, closeLabel }) => (
          <div key={kind} role={role} className="flex w-full justify-center sm:justify-end">
            {messages[kind].isVisible ? (
              <Suspense>
                <Popup tone={kind} closeLabel={closeLabel} onClose={() => hide(kind)}>
                  {messages[kind].text}
                </Popup>
              </Suspense>
            ) : null}
          </div>
        ))}
      </div>
    </NotificationsContext>
  );
}

export function useNotifications(): Notifications {
  const notifications = use(NotificationsContext);
  if (!notifications) throw new Error('useNotifications must be used inside <NotificationsProvider> or <NotificationsArea>');
  return notifications;
}
