import { accreditationFeesResponseSchema, type AccreditationFees } from '@creds/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { accreditationKeys } from '../lib/query-keys';

/** GET /accreditation/fees (public): the fees from the price table and the schedule of ten years. */
export async function getAccreditationFees(signal?: AbortSignal): Promise<AccreditationFees> {
  return accreditationFeesResponseSchema.parse(await apiClient.get('/accreditation/fees', { signal })).msg;
}

export const accreditationFeesQuery = queryOptions({ queryKey: accreditationKeys.fees, queryFn: ({ signal }) => getAccreditationFees(signal), retry: 1 });

export function useAccreditationFees() {
  return useQuery(accreditationFeesQuery);
}
