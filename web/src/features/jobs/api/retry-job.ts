import type { JobName } from '@creds/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { jobKeys } from './get-jobs';

const noticeSchema = z.object({ msg: z.string() });

/** POST /admin/jobs/{name}/{id}/retry (admins): puts a failed job back in its queue (404 when it is no longer failed). */
export async function retryJob({ name, id }: { name: JobName; id: string }): Promise<string> {
  const body = await apiClient.post(`/admin/jobs/${encodeURIComponent(name)}/${encodeURIComponent(id)}/retry`);
  return noticeSchema.parse(body).msg;
}

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    // A refusal means the list is out of date (another admin retried it, or it was cleared): refresh it either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
