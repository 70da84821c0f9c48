import type { ReactNode } from 'react';
import { Popup } from '../components/ui/popup';
import { NotificationsArea } from './notifications-area';

export { useNotifications, type NotificationMessage, type Notifications } from './notifications-area';

/** The app's global notifications (spec section 4), their popup loaded with the app. */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  return <NotificationsArea Popup={Popup}>{children}</NotificationsArea>;
}
