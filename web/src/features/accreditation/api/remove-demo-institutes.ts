import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { refreshAccreditation } from '../lib/query-keys';

const removedSchema = z.object({ msg: z.string(), removed: z.number() });

/** DELETE /admin/accreditation/demo-institutes (admins): every demo institute leaves the registry for good. */
export async function removeDemoInstitutes(): Promise<z.infer<typeof removedSchema>> {
  return removedSchema.parse(await apiClient.delete('/admin/accreditation/demo-institutes'));
}

export function useRemoveDemoInstitutes() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeDemoInstitutes, onSuccess: () => refreshAccreditation(queryClient) });
}
