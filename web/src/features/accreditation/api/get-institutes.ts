import { institutesResponseSchema, type InstitutesPage } from '@creds/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { accreditationKeys } from '../lib/query-keys';

export interface InstitutesQuery {
  /** The trimmed search; '' for all. */
  search: string;
  page: number;
  limit: number;
}

/** GET /accreditation/ (public): the institutes accredited today, one page of them and the total. */
export async function getInstitutes(query: InstitutesQuery, signal?: AbortSignal): Promise<InstitutesPage> {
  const body = await apiClient.get('/accreditation/', { query: { search: query.search || undefined, page: query.page, limit: query.limit }, signal });
  return institutesResponseSchema.parse(body);
}

export function institutesQuery(query: InstitutesQuery) {
  return queryOptions({
    queryKey: accreditationKeys.institutes(query),
    queryFn: ({ signal }) => getInstitutes(query, signal),
    placeholderData: keepPreviousData,
    retry: 1,
  });
}

export function useInstitutes(query: InstitutesQuery) {
  return useQuery(institutesQuery(query));
}
