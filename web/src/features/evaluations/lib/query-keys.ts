import type { QueryClient } from '@tanstack/react-query';

/** Every evaluation query starts with this key, so one call refreshes them all. */
export const evaluationKeys = {
  all: ['evaluations'] as const,
  history: (search: string) => ['evaluations', 'history', search] as const,
  detail: (badgeId: string) => ['evaluations', 'detail', badgeId] as const,
  insights: ['evaluations', 'insights'] as const,
  textPreview: (description: string) => ['evaluations', 'text-preview', description] as const,
};

/**
 * After something changed an evaluation (a submission, a certificate request, a payment). History is
 * not refetched when its page mounts (spec section 7), so pages kept for another search are dropped
 * rather than left stale; what is on screen refetches now.
 */
export function refreshEvaluations(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: ['evaluations', 'history'], type: 'inactive' });
  void queryClient.invalidateQueries({ queryKey: evaluationKeys.all });
}
