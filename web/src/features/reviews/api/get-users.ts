import { adminUsersResponseSchema } from '@creds/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

export type UsersPage = z.infer<typeof adminUsersResponseSchema>['msg'];
export type AdminUser = UsersPage['data'][number];

/** GET /admin/users (admins): users, newest first, searchable by name or e-mail. */
export async function getUsers({ search, page }: { search: string; page: number }, signal?: AbortSignal): Promise<UsersPage> {
  const body = await apiClient.get('/admin/users', { query: { search: search.trim() || undefined, page }, signal });
  return adminUsersResponseSchema.parse(body).msg;
}

export const userKeys = { all: ['admin', 'users'] as const };

export function usersQuery(filters: { search: string; page: number }) {
  return queryOptions({
    queryKey: [...userKeys.all, filters] as const,
    queryFn: ({ signal }) => getUsers(filters, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useUsers(filters: { search: string; page: number }) {
  return useQuery(usersQuery(filters));
}
