import { queueResponseSchema, type QueueStatus } from '@creds/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

export type { QueueStatus };
export interface QueueFilters {
  status: QueueStatus;
  search: string;
  page: number;
}
export type QueuePage = z.infer<typeof queueResponseSchema>['msg'];

/** GET /admin/queue (reviewers): paid evaluations by status, 20 a page, oldest payment first when awaiting review. */
export async function getReviewQueue(filters: QueueFilters, signal?: AbortSignal): Promise<QueuePage> {
  const body = await apiClient.get('/admin/queue', {
    query: { status: filters.status, search: filters.search.trim() || undefined, page: filters.page },
    signal,
  });
  return queueResponseSchema.parse(body).msg;
}

export const reviewKeys = {
  all: ['reviews'] as const,
  queue: (filters: QueueFilters) => ['reviews', 'queue', filters] as const,
  detail: (badgeId: string) => ['reviews', 'detail', badgeId] as const,
};

export function reviewQueueQuery(filters: QueueFilters) {
  return queryOptions({
    queryKey: reviewKeys.queue(filters),
    queryFn: ({ signal }) => getReviewQueue(filters, signal),
    // A reviewer wants the queue as it is now, not as it was five minutes ago.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useReviewQueue(filters: QueueFilters) {
  return useQuery(reviewQueueQuery(filters));
}
