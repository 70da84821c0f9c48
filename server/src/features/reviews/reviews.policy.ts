import { reviewMessages, type CurrentUser } from '@creds/contract';
import { AppError } from '../../lib/errors.js';

/** Reviewers and admins review (`reviewersOnly` on the routes); nobody reviews their own evaluation. */
export function assertNotOwnEvaluation(reviewer: CurrentUser, ownerId: string): void {
  if (reviewer.id === ownerId) throw new AppError('FORBIDDEN', reviewMessages.ownEvaluation);
}

/** Only a paid (or waived) evaluation waiting for review can be decided. */
export function isAwaitingReview(evaluation: { status: string; paymentStatus: string | null }): boolean {
  return evaluation.status === 'pending' && evaluation.paymentStatus === 'succeeded';
}

/**
 * A certificate states a level and a rating: an evaluation at level 0 ("Not provided by AI", the engine found
 * no course in the text) or with no star is adjusted by the reviewer, or rejected, before it can be verified.
 */
export function assertCertifiable(evaluation: { level: number; points: number }): void {
  if (evaluation.level < 1) throw new AppError('CONFLICT', reviewMessages.noLevel);
  if (evaluation.points < 1) throw new AppError('CONFLICT', reviewMessages.noPoints);
}
