import { auditResponseSchema } from '@creds/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

export type AuditPage = z.infer<typeof auditResponseSchema>['msg'];
export type AuditEntry = AuditPage['data'][number];

/** GET /admin/audit (admins): who did what and when, newest first; `search` narrows it. */
export async function getAuditLog(page: number, search: string, signal?: AbortSignal): Promise<AuditPage> {
  const body = await apiClient.get('/admin/audit', { query: search ? { page, search } : { page }, signal });
  return auditResponseSchema.parse(body).msg;
}

export function auditLogQuery(page: number, search = '') {
  return queryOptions({
    queryKey: ['admin', 'audit', page, search] as const,
    queryFn: ({ signal }) => getAuditLog(page, search, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(page: number, search = '') {
  return useQuery(auditLogQuery(page, search));
}
