import { profileResponseSchema, type Profile } from '@creds/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** GET /service/get-account-details: the signed-in user's profile. */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const body = await apiClient.get('/service/get-account-details', { signal });
  return profileResponseSchema.parse(body).msg;
}

export const profileQuery = queryOptions({
  queryKey: ['accounts', 'profile'] as const,
  queryFn: ({ signal }) => getProfile(signal),
  retry: false,
});

export function useProfile() {
  return useQuery(profileQuery);
}
