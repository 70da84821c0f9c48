import { noticeSchema } from '@creds/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { refreshAccreditation } from '../lib/query-keys';

/** DELETE /admin/accreditation/institutes/{id} (admins): takes an institute off the list; its number then verifies as withdrawn. */
export async function removeInstitute(id: string): Promise<string> {
  return noticeSchema.parse(await apiClient.delete(`/admin/accreditation/institutes/${encodeURIComponent(id)}`)).msg;
}

export function useRemoveInstitute() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeInstitute, onSuccess: () => refreshAccreditation(queryClient) });
}
