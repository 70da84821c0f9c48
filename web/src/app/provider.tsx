import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NotificationsProvider } from '../lib/notifications';
import { VersionCheck } from '../lib/version-check';
import { VersionWarning } from '../lib/version-warning';

/** Everything the app runs inside: the query cache, the notifications and the version check. */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <NotificationsProvider>
        {children}
        <VersionCheck Warning={VersionWarning} />
      </NotificationsProvider>
    </QueryClientProvider>
  );
}
