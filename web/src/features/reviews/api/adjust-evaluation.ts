import type { AdjustEvaluationInput } from '@creds/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { reviewKeys } from './get-review-queue';

const noticeSchema = z.object({ msg: z.string() });

/** PATCH /admin/evaluations/{badgeId} (reviewers): corrects level, points or skills; the engine's original stays. */
export async function adjustEvaluation({ badgeId, input }: { badgeId: string; input: AdjustEvaluationInput }): Promise<string> {
  const body = await apiClient.patch(`/admin/evaluations/${encodeURIComponent(badgeId)}`, input);
  return noticeSchema.parse(body).msg;
}

export function useAdjustEvaluation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustEvaluation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
