import { accreditationQueueResponseSchema, type accreditationQueueStatuses } from '@creds/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { accreditationKeys } from '../lib/query-keys';

export type AccreditationQueueStatus = (typeof accreditationQueueStatuses)[number];
export interface AccreditationQueueFilters {
  status: AccreditationQueueStatus;
  search: string;
  page: number;
}
export type AccreditationQueuePage = z.infer<typeof accreditationQueueResponseSchema>['msg'];

/** GET /admin/accreditation/applications (reviewers): applications by status, 20 a page, the earliest due first. */
export async function getAccreditationQueue(filters: AccreditationQueueFilters, signal?: AbortSignal): Promise<AccreditationQueuePage> {
  const body = await apiClient.get('/admin/accreditation/applications', { query: { status: filters.status, search: filters.search || undefined, page: filters.page }, signal });
  return accreditationQueueResponseSchema.parse(body).msg;
}

export function useAccreditationQueue(filters: AccreditationQueueFilters) {
  return useQuery(
    queryOptions({
      queryKey: accreditationKeys.queue(filters),
      queryFn: ({ signal }) => getAccreditationQueue(filters, signal),
      staleTime: 0,
      placeholderData: keepPreviousData,
    }),
  );
}
