import { applicationDecisionResponseSchema, type ApplicationDecisionInput } from '@creds/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { refreshAccreditation } from '../lib/query-keys';

export type DecisionOutcome = z.infer<typeof applicationDecisionResponseSchema>;

/**
 * POST /admin/accreditation/applications/{id}/decision (reviewers): approve (the institute is listed),
 * reject with a reason, or request more information. 403 for one's own application; 409 when the
 * application is not in a state the decision can start from.
 */
export async function decideApplication({ id, decision }: { id: string; decision: ApplicationDecisionInput }): Promise<DecisionOutcome> {
  return applicationDecisionResponseSchema.parse(await apiClient.post(`/admin/accreditation/applications/${encodeURIComponent(id)}/decision`, decision));
}

export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: decideApplication, onSuccess: () => refreshAccreditation(queryClient) });
}
