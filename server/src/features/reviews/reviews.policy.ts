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
