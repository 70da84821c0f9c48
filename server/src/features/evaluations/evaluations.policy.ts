import type { CurrentUser } from '@creds/contract';

/** Reviewers and admins see every evaluation; anyone else only their own. */
export function canSeeAllEvaluations(user: CurrentUser): boolean {
  return user.role === 'reviewer' || user.role === 'admin';
}

/** The owner filter for a query: null when the user may see every evaluation. */
export function ownerScope(user: CurrentUser): string | null {
  return canSeeAllEvaluations(user) ? null : user.id;
}
