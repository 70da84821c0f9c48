import { statusNoticeSchema, type RegisterInput } from '@creds/contract';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../../lib/api-client';
import { messageOf } from '../lib/api-answers';

/**
 * POST /auth/register: creates the (inactive) account and mails its activation link. The answer
 * counts only with the string status '200'; otherwise its msg is thrown (spec section 7).
 */
export async function registerAccount(input: RegisterInput): Promise<string> {
  const body = await apiClient.post<unknown>('/auth/register', input);
  const parsed = statusNoticeSchema.safeParse(body);
  if (!parsed.success) throw new ApiError({ status: 200, msg: messageOf(body) });
  return parsed.data.msg;
}

export function useRegisterAccount() {
  return useMutation({ mutationFn: registerAccount });
}
