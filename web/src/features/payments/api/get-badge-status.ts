import { badgeStatusAnswerSchema, type BadgeStatus } from '@creds/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { ApiError, apiClient } from '../../../lib/api-client';

/**
 * GET /badge/status/{badgeId}: the payment state of one of the user's evaluations. The first call for
 * a `not requested` evaluation requests its certificate (it becomes `pending`). 404: missing or not
 * the user's.
 */
export async function getBadgeStatus(badgeId: string, signal?: AbortSignal): Promise<BadgeStatus> {
  const body = await apiClient.get(`/badge/status/${encodeURIComponent(badgeId)}`, { signal });
  return badgeStatusAnswerSchema.parse(body).msg;
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

/** 404 (missing or not the user's), or an answer that says the evaluation does not exist (spec section 2). */
export function isMissingEvaluation(error: unknown, status?: BadgeStatus): boolean {
  return (error instanceof ApiError && error.status === 404) || status?.exists === false;
}

/**
 * The status; `onUpdate` runs whenever a new answer arrives (the call may have requested the
 * certificate, so the page refreshes what shows the evaluation).
 */
export function useBadgeStatus(badgeId: string, onUpdate?: () => void) {
  const query = useQuery(badgeStatusQuery(badgeId));
  const { dataUpdatedAt } = query;
  const onNewAnswer = useEffectEvent(() => onUpdate?.());
  useEffect(() => {
    if (dataUpdatedAt > 0) onNewAnswer();
  }, [dataUpdatedAt]);
  return query;
}
