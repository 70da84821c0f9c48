import { timing } from '@creds/contract';
import { QueryClient } from '@tanstack/react-query';

/** Query defaults of spec section 7. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
        staleTime: timing.queryStaleTimeMs,
      },
    },
  });
}
