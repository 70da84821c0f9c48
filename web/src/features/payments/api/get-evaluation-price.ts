import { evaluationPriceResponseSchema } from '@creds/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** GET /payments/evaluation: what one evaluation's certificate costs, in cents (0 = claimed for free). */
export async function getEvaluationPrice(signal?: AbortSignal): Promise<number> {
  const body = await apiClient.get('/payments/evaluation', { signal });
  return evaluationPriceResponseSchema.parse(body).msg;
}

export const evaluationPriceQuery = queryOptions({
  queryKey: ['payments', 'evaluation-price'] as const,
  queryFn: ({ signal }) => getEvaluationPrice(signal),
  // Spec section 7: retried on failure.
  retry: 3,
});

export function useEvaluationPrice() {
  return useQuery(evaluationPriceQuery);
}
