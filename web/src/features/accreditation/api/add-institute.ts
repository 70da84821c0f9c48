import { saveInstituteResponseSchema, type InstituteInput } from '@creds/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { refreshAccreditation } from '../lib/query-keys';

export type SavedInstitute = z.infer<typeof saveInstituteResponseSchema>;

/** POST /admin/accreditation/institutes (admins): lists an institute directly; a blank number gets a new one. */
export async function addInstitute(input: InstituteInput): Promise<SavedInstitute> {
  return saveInstituteResponseSchema.parse(await apiClient.post('/admin/accreditation/institutes', input));
}

export function useAddInstitute() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addInstitute, onSuccess: () => refreshAccreditation(queryClient) });
}
