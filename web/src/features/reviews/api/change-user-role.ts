import type { ChangeRoleInput } from '@creds/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { currentUserQuery } from '../../../lib/auth';
import { userKeys } from './get-users';

const noticeSchema = z.object({ msg: z.string() });

/**
 * PATCH /admin/users/{id}/role (admins): grants or withdraws reviewer/admin. `expectedRole` is the role
 * shown: 409 when someone changed it since (or for the last admin).
 */
export async function changeUserRole({ userId, ...input }: { userId: string } & ChangeRoleInput): Promise<string> {
  const body = await apiClient.patch(`/admin/users/${encodeURIComponent(userId)}/role`, input);
  return noticeSchema.parse(body).msg;
}

export function useChangeUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserRole,
    // Refused or not, the list is read again, so a role someone else changed shows as it is now. Not
    // after changing one's own role: that ends this session, and the page leaves.
    onSettled: (_data, _error, { userId }) =>
      userId === queryClient.getQueryData(currentUserQuery.queryKey)?.id ? undefined : queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
