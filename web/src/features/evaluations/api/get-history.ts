import { historyPageAnswerSchema, historyPageSize, timing, type HistoryRow } from '@creds/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../../lib/api-client';
import { evaluationKeys } from '../lib/query-keys';

export interface HistoryPage {
  data: HistoryRow[];
  nextPage: number | null;
}

/** GET /badge/history: one page of the user's evaluations, newest first; `search` matches title or level. */
export async function getHistoryPage(
  query: { page: number; search: string; limit?: number },
  signal?: AbortSignal,
): Promise<HistoryPage> {
  const body = await apiClient.get('/badge/history', {
    query: { page: query.page, limit: query.limit ?? historyPageSize, search: query.search || undefined },
    signal,
  });
  return historyPageAnswerSchema.parse(body).msg;
}

/** The history for a search (lowercased, spec section 5), page by page. */
export function historyQuery(search: string) {
  const normalized = search.trim().toLowerCase();
  return infiniteQueryOptions({
    queryKey: evaluationKeys.history(normalized),
    queryFn: ({ pageParam, signal }) => getHistoryPage({ page: pageParam, search: normalized }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    // Spec section 7: history is cached 5 minutes and not refetched on mount.
    staleTime: timing.queryStaleTimeMs,
    refetchOnMount: false,
    // A refusal stays a refusal; a dropped connection or a server error is tried again.
    retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });
}

export function useHistory(search: string) {
  // A new search keeps the rows on screen until its own arrive.
  return useInfiniteQuery({ ...historyQuery(search), placeholderData: keepPreviousData });
}
