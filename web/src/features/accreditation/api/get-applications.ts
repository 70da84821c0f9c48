import { applicationListResponseSchema, type ApplicationSummary } from '@creds/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { accreditationKeys } from '../lib/query-keys';

/** GET /accreditation/applications: the signed-in user's applications, newest first. */
export async function getApplications(signal?: AbortSignal): Promise<ApplicationSummary[]> {
  return applicationListResponseSchema.parse(await apiClient.get('/accreditation/applications', { signal })).msg;
}

export function useApplications() {
  return useQuery(queryOptions({ queryKey: accreditationKeys.applications, queryFn: ({ signal }) => getApplications(signal), staleTime: 0 }));
}
