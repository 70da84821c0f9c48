import { saveInstituteResponseSchema, type InstituteInput } from '@creds/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../../lib/api-client';
import { refreshAccreditation } from '../lib/query-keys';
import type { SavedInstitute } from './add-institute';

/** PUT /admin/accreditation/institutes/{id} (admins): corrects a listed institute (409 once it has been removed). */
export async function updateInstitute({ id, input }: { id: string; input: InstituteInput }): Promise<SavedInstitute> {
  return saveInstituteResponseSchema.parse(await apiClient.put(`/admin/accreditation/institutes/${encodeURIComponent(id)}`, input));
}

export function useUpdateInstitute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInstitute,
    onSuccess: () => refreshAccreditation(queryClient),
    // A conflict means the registry changed under this admin (another removed the institute): show it as it is now.
    onError: (error) => (error instanceof ApiError && error.status === 409 ? refreshAccreditation(queryClient) : undefined),
  });
}
