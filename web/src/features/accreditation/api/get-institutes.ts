import { institutesAnswerSchema, type InstitutesPage } from '@creds/contract';
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
  const answer = institutesAnswerSchema.parse(body);
  // The server has matched the search already; a list that was not (the spec's whole list) is matched
  // here the same way: the trimmed text, case-insensitive, in the institute's name.
  const search = query.search.trim().toLowerCase();
  if (!search || answer.msg.every((institute) => institute.name.toLowerCase().includes(search))) return answer;
  const msg = answer.msg.filter((institute) => institute.name.toLowerCase().includes(search));
  return { ...answer, msg, total: msg.length, nextPage: null };
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
