import { noticeSchema, type ChangePasswordInput } from '@creds/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /service/change-password: checks the current password and sets the new one. The server ends
 * every other session and gives this browser a new one.
 */
export async function changePassword(input: ChangePasswordInput): Promise<string> {
  const body = await apiClient.post('/service/change-password', input);
  return noticeSchema.parse(body).msg;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
