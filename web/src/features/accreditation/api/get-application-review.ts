import { applicationReviewResponseSchema, type ApplicationReview } from '@creds/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../../lib/api-client';
import { accreditationKeys } from '../lib/query-keys';

/** GET /admin/accreditation/applications/{id} (reviewers): one application with the applicant and the payment. */
export async function getApplicationReview(id: string, signal?: AbortSignal): Promise<ApplicationReview> {
  return applicationReviewResponseSchema.parse(await apiClient.get(`/admin/accreditation/applications/${encodeURIComponent(id)}`, { signal })).msg;
}

export function useApplicationReview(id: string) {
  return useQuery(
    queryOptions({
      queryKey: accreditationKeys.review(id),
      queryFn: ({ signal }) => getApplicationReview(id, signal),
      staleTime: 0,
      retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
    }),
  );
}
