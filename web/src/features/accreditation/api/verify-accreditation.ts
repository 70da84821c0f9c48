import { accreditationVerificationResponseSchema, type AccreditationVerification } from '@creds/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../../lib/api-client';
import { accreditationKeys } from '../lib/query-keys';

/** GET /accreditation/certificates/{id} (public): the institute and the state of its accreditation; null when no certificate has the number. */
export async function verifyAccreditation(certificateId: string, signal?: AbortSignal): Promise<AccreditationVerification | null> {
  try {
    return accreditationVerificationResponseSchema.parse(await apiClient.get(`/accreditation/certificates/${encodeURIComponent(certificateId)}`, { signal })).msg;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useAccreditationVerification(certificateId: string) {
  return useQuery(
    queryOptions({
      queryKey: accreditationKeys.verification(certificateId),
      queryFn: ({ signal }) => verifyAccreditation(certificateId, signal),
      enabled: certificateId !== '',
      staleTime: 0,
      retry: 1,
    }),
  );
}
