import { reviewDetailResponseSchema, type ReviewDetail } from '@creds/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../../lib/api-client';
import { reviewKeys } from './get-review-queue';

/** GET /admin/evaluations/{badgeId} (reviewers): the submission, the engine's result with evidence, the payment. */
export async function getReview(badgeId: string, signal?: AbortSignal): Promise<ReviewDetail> {
  const body = await apiClient.get(`/admin/evaluations/${encodeURIComponent(badgeId)}`, { signal });
  return reviewDetailResponseSchema.parse(body).msg;
}

export function reviewQuery(badgeId: string) {
  return queryOptions({
    queryKey: reviewKeys.detail(badgeId),
    queryFn: ({ signal }) => getReview(badgeId, signal),
    staleTime: 0,
    retry: (failureCount, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
  });
}

export function useReview(badgeId: string) {
  return useQuery(reviewQuery(badgeId));
}
