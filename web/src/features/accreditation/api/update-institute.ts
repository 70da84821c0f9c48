import { saveInstituteResponseSchema, type InstituteInput } from '@creds/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { refreshAccreditation } from '../lib/query-keys';
import type { SavedInstitute } from './add-institute';

/** PUT /admin/accreditation/institutes/{id} (admins): corrects a listed institute. */
export async function updateInstitute({ id, input }: { id: string; input: InstituteInput }): Promise<SavedInstitute> {
  return saveInstituteResponseSchema.parse(await apiClient.put(`/admin/accreditation/institutes/${encodeURIComponent(id)}`, input));
}

export function useUpdateInstitute() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateInstitute, onSuccess: () => refreshAccreditation(queryClient) });
}
