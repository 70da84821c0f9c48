import { noticeSchema } from '@creds/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** POST /auth/forgot-password: mails a verification code (the answer is the same for any e-mail). */
export async function requestPasswordReset(email: string): Promise<string> {
  const body = await apiClient.post('/auth/forgot-password', { email });
  return noticeSchema.parse(body).msg;
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
