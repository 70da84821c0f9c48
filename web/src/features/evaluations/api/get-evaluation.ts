import { evaluationDetailResponseSchema, type EvaluationDetail } from '@creds/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../../lib/api-client';
import { evaluationKeys } from '../lib/query-keys';

/** GET /badge/history/{badgeId}: one of the user's evaluations with its evidence, files and timeline. */
export async function getEvaluation(badgeId: string, signal?: AbortSignal): Promise<EvaluationDetail> {
  const body = await apiClient.get(`/badge/history/${encodeURIComponent(badgeId)}`, { signal });
  return evaluationDetailResponseSchema.parse(body).msg;
}

export function evaluationQuery(badgeId: string) {
  return queryOptions({
    queryKey: evaluationKeys.detail(badgeId),
    queryFn: ({ signal }) => getEvaluation(badgeId, signal),
    // A missing (or someone else's) evaluation stays missing.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
  });
}

export function useEvaluation(badgeId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...evaluationQuery(badgeId), enabled: enabled && badgeId.length > 0 });
}
