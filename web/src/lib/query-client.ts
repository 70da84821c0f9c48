import { timing } from '@creds/contract';
import { QueryClient } from '@tanstack/react-query';

/**
 * Query defaults of spec section 7. The spec retries the price call only (it sets its own retries); any
 * other failed load is tried once more after half a second, so its error message (the dashboard's "An
 * error occurred while fetching data…", the history's "Error: …") shows within a second or so instead
 * of after the library's default three retries, about seven seconds.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
        staleTime: timing.queryStaleTimeMs,
        retry: 1,
        retryDelay: 500,
      },
    },
  });
}
