import { timing } from '@creds/contract';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const isClientError = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * Query defaults of spec section 7. The spec retries the price call only (it sets its own retries); any
 * other load that failed for want of an answer or on a server error is tried once more after half a
 * second, so its error message (the dashboard's "An error occurred while fetching data…", the history's
 * "Error: …") shows within a second or so instead of after the library's default three retries, about
 * seven seconds. An answer of 400 to 499 is final: the client has already revalidated a session that
 * expired and retried once (spec section 4), and must not try again.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
        staleTime: timing.queryStaleTimeMs,
        retry: (failures, error) => failures < 1 && !isClientError(error),
        retryDelay: 500,
      },
      // A submission made offline is tried at once and fails with the form's own message; the library's
      // default would hold it, the button spinning, and send it unseen whenever the connection returned.
      mutations: { networkMode: 'always' },
    },
  });
}
