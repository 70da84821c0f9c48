import { adminInstitutesResponseSchema } from '@creds/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { accreditationKeys } from '../lib/query-keys';

export type InstituteStateFilter = 'all' | 'current' | 'expired' | 'withdrawn' | 'demo';
export interface AdminInstitutesFilters {
  state: InstituteStateFilter;
  search: string;
  page: number;
}
export type AdminInstitutesPage = z.infer<typeof adminInstitutesResponseSchema>['msg'];

/** GET /admin/accreditation/institutes (admins): the whole registry, any state, 20 a page. */
export async function getAdminInstitutes(filters: AdminInstitutesFilters, signal?: AbortSignal): Promise<AdminInstitutesPage> {
  const body = await apiClient.get('/admin/accreditation/institutes', { query: { state: filters.state, search: filters.search || undefined, page: filters.page }, signal });
  return adminInstitutesResponseSchema.parse(body).msg;
}

export function useAdminInstitutes(filters: AdminInstitutesFilters) {
  return useQuery(
    queryOptions({
      queryKey: accreditationKeys.adminInstitutes(filters),
      queryFn: ({ signal }) => getAdminInstitutes(filters, signal),
      staleTime: 0,
      placeholderData: keepPreviousData,
    }),
  );
}
