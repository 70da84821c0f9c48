import { insightsResponseSchema } from '@creds/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { evaluationKeys } from '../lib/query-keys';

export type Insights = ReturnType<typeof insightsResponseSchema.parse>['msg'];

/** GET /badge/insights: the dashboard's figures (total badges, points, evaluations by level). */
export async function getInsights(signal?: AbortSignal): Promise<Insights> {
  const body = await apiClient.get('/badge/insights', { signal });
  return insightsResponseSchema.parse(body).msg;
}

export const insightsQuery = queryOptions({
  queryKey: evaluationKeys.insights,
  queryFn: ({ signal }) => getInsights(signal),
});

export function useInsights() {
  return useQuery(insightsQuery);
}
