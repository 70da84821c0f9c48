import { noticeSchema, type UpdateProfileInput } from '@creds/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { profileQuery } from './get-profile';

/** PUT /service/account-details-update: the editable profile fields; a field left out is cleared. */
export async function updateProfile(input: UpdateProfileInput): Promise<string> {
  const body = await apiClient.put('/service/account-details-update', input);
  return noticeSchema.parse(body).msg;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQuery.queryKey }),
  });
}
