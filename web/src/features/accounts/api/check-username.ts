import { usernameAvailabilitySchema, usernameSchema } from '@creds/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** GET /auth/valid-username/{username}: whether nobody has registered this name yet. */
export async function checkUsername(username: string, signal?: AbortSignal): Promise<boolean> {
  const body = await apiClient.get(`/auth/valid-username/${encodeURIComponent(username)}`, { signal });
  return usernameAvailabilitySchema.parse(body).msg.available;
}

export const usernameAvailabilityQuery = (username: string) =>
  queryOptions({
    queryKey: ['accounts', 'username-available', username] as const,
    queryFn: ({ signal }) => checkUsername(username, signal),
    // Called only for a name the form would accept (spec section 7: only when a username is given).
    enabled: usernameSchema.safeParse(username).success,
    staleTime: 30_000,
    retry: false,
  });

/** undefined until known (or when the name is not valid yet), then whether the name is free. */
export function useUsernameAvailability(username: string): boolean | undefined {
  return useQuery(usernameAvailabilityQuery(username.trim())).data;
}
