import { adminJobsResponseSchema, type AdminJobs } from '@creds/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type { AdminJobs };

/** GET /admin/jobs (admins): each queue's jobs by state, and the latest failed jobs. */
export async function getJobs(signal?: AbortSignal): Promise<AdminJobs> {
  const body = await apiClient.get('/admin/jobs', { signal });
  return adminJobsResponseSchema.parse(body).msg;
}

export const jobKeys = { all: ['admin', 'jobs'] as const };

export const jobsQuery = queryOptions({
  queryKey: jobKeys.all,
  queryFn: ({ signal }) => getJobs(signal),
  // An admin looking at failures wants the queues as they are now.
  staleTime: 0,
});

export function useJobs() {
  return useQuery(jobsQuery);
}
