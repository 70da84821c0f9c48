import { renewalResponseSchema, type RenewalStatus } from '@creds/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../../lib/api-client';
import { accreditationKeys } from '../lib/query-keys';

/** GET /accreditation/renewals/{certificateId}: the next renewal of an institute of yours (404 otherwise). */
export async function getRenewal(certificateId: string, signal?: AbortSignal): Promise<RenewalStatus> {
  return renewalResponseSchema.parse(await apiClient.get(`/accreditation/renewals/${encodeURIComponent(certificateId)}`, { signal })).msg;
}

export function useRenewal(certificateId: string) {
  return useQuery(
    queryOptions({
      queryKey: accreditationKeys.renewal(certificateId),
      queryFn: ({ signal }) => getRenewal(certificateId, signal),
      staleTime: 0,
      retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
    }),
  );
}
