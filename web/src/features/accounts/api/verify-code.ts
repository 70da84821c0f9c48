import { noticeSchema } from '@creds/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export interface VerifyCodeInput {
  email: string;
  authCode: string;
}

/** POST /email/verify-code: checks the mailed code without using it up. */
export async function verifyCode({ email, authCode }: VerifyCodeInput): Promise<string> {
  const body = await apiClient.post('/email/verify-code', { email, auth_code: authCode });
  return noticeSchema.parse(body).msg;
}

export function useVerifyCode() {
  return useMutation({ mutationFn: verifyCode });
}
