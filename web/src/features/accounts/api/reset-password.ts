import { noticeSchema } from '@creds/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export interface ResetPasswordVariables {
  email: string;
  authCode: string;
  password: string;
}

/** POST /service/password-reset: sets the new password with the mailed code. */
export async function resetPassword({ email, authCode, password }: ResetPasswordVariables): Promise<string> {
  const body = await apiClient.post('/service/password-reset', { email, auth_code: authCode, password });
  return noticeSchema.parse(body).msg;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
