import type { Role } from '@creds/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { userKeys } from './get-users';

const noticeSchema = z.object({ msg: z.string() });

/** PATCH /admin/users/{id}/role (admins): grants or withdraws reviewer/admin (409 for the last admin). */
export async function changeUserRole({ userId, role }: { userId: string; role: Role }): Promise<string> {
  const body = await apiClient.patch(`/admin/users/${encodeURIComponent(userId)}/role`, { role });
  return noticeSchema.parse(body).msg;
}

export function useChangeUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
