import type { ReviewDecisionInput } from '@creds/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { reviewKeys } from './get-review-queue';

const decisionResponseSchema = z.object({ msg: z.string(), certificateId: z.string().nullable() });
export type DecisionOutcome = z.infer<typeof decisionResponseSchema>;

/**
 * PATCH /badge/history/{badgeId}/status (reviewers): verify (the certificate is issued) or reject with a
 * reason. 403 for one's own evaluation, 409 when it is not waiting for review.
 */
export async function decideEvaluation({ badgeId, decision }: { badgeId: string; decision: ReviewDecisionInput }): Promise<DecisionOutcome> {
  const body = await apiClient.patch(`/badge/history/${encodeURIComponent(badgeId)}/status`, decision);
  return decisionResponseSchema.parse(body);
}

export function useDecideEvaluation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideEvaluation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
