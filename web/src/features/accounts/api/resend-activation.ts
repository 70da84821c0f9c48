import { noticeSchema } from '@creds/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** POST /auth/resend-activation: mails a new activation link (the answer is the same for any e-mail). */
export async function resendActivation(email: string): Promise<string> {
  const body = await apiClient.post('/auth/resend-activation', { email });
  return noticeSchema.parse(body).msg;
}

export function useResendActivation() {
  return useMutation({ mutationFn: resendActivation });
}
