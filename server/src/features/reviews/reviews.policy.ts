import { reviewMessages, type CurrentUser } from '@creds/contract';
import { AppError } from '../../lib/errors.js';
import { requireRole, reviewersOnly } from '../../plugins/auth.js';
import type { FastifyRequest } from 'fastify';

/** Reviewers and admins review; nobody reviews their own evaluation. */
export function requireReviewer(request: FastifyRequest): CurrentUser {
  return requireRole(request, ...reviewersOnly.roles);
}

export function assertNotOwnEvaluation(reviewer: CurrentUser, ownerId: string): void {
  if (reviewer.id === ownerId) throw new AppError('FORBIDDEN', reviewMessages.ownEvaluation);
}

/** Only a paid (or waived) evaluation waiting for review can be decided. */
export function isAwaitingReview(evaluation: { status: string; paymentStatus: string | null }): boolean {
  return evaluation.status === 'pending' && evaluation.paymentStatus === 'succeeded';
}
