import { noticeSchema } from '@creds/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** POST /auth/logout: ends the session on the server and clears its cookie. */
export async function logout(): Promise<string> {
  const body = await apiClient.post('/auth/logout');
  return noticeSchema.parse(body).msg;
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
