import { badgeStatusResponseSchema, type BadgeStatus } from '@creds/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, apiClient } from '../../../lib/api-client';
import { refreshEvaluations } from '../../evaluations/lib/query-keys';

/**
 * GET /badge/status/{badgeId}: the payment state of one of the user's evaluations. The first call for
 * a `not requested` evaluation requests its certificate (it becomes `pending`). 404: missing or not
 * the user's.
 */
export async function getBadgeStatus(badgeId: string, signal?: AbortSignal): Promise<BadgeStatus> {
  const body = await apiClient.get(`/badge/status/${encodeURIComponent(badgeId)}`, { signal });
  return badgeStatusResponseSchema.parse(body).msg;
}

export function badgeStatusQuery(badgeId: string) {
  return queryOptions({
    queryKey: ['payments', 'status', badgeId] as const,
    queryFn: ({ signal }) => getBadgeStatus(badgeId, signal),
    // The state moves on (payment, review): always ask again when the page opens.
    staleTime: 0,
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500 && error.status > 0) && failures < 2,
  });
}

export function isMissingEvaluation(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The status, and the history refreshed whenever it arrives (the call may have requested the certificate). */
export function useBadgeStatus(badgeId: string) {
  const queryClient = useQueryClient();
  const query = useQuery(badgeStatusQuery(badgeId));
  const { dataUpdatedAt } = query;
  useEffect(() => {
    if (dataUpdatedAt > 0) refreshEvaluations(queryClient);
  }, [dataUpdatedAt, queryClient]);
  return query;
}
