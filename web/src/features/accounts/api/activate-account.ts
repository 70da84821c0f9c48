import { activationResponseSchema, type CurrentUser } from '@creds/contract';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../../lib/api-client';
import { messageOf } from '../lib/api-answers';

/**
 * PATCH /service/account-status-update: activates the account of a mailed link and signs it in. The
 * answer counts only with the string status '200' (spec section 7).
 */
export async function activateAccount(updateToken: string): Promise<CurrentUser> {
  const body = await apiClient.patch<unknown>('/service/account-status-update', { update_token: updateToken });
  const parsed = activationResponseSchema.safeParse(body);
  if (!parsed.success) throw new ApiError({ status: 200, msg: messageOf(body) });
  return parsed.data.msg.user;
}

export function useActivateAccount() {
  return useMutation({ mutationFn: activateAccount });
}
