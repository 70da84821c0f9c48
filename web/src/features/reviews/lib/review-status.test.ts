import { describe, expect, it } from 'vitest';
import { isAwaitingReview, reviewStatusOf } from './review-status';

describe('review status', () => {
  it.each<[string, string | null, string, boolean]>([
    ['pending', 'succeeded', 'Awaiting review', true],
    ['pending', 'requires_payment_method', 'Awaiting payment', false],
    ['pending', null, 'Awaiting payment', false],
    ['verified', 'succeeded', 'Verified', false],
    ['unverified', 'succeeded', 'Rejected', false],
    ['revoked', 'succeeded', 'Revoked', false],
    // A refund takes the evaluation out of the queue (the server sets both to `refunded`).
    ['refunded', 'refunded', 'Refunded', false],
    ['not requested', null, 'not requested', false],
  ])('%s with payment %s reads "%s"', (status, paymentStatus, label, isAwaiting) => {
    expect(reviewStatusOf({ status, paymentStatus }).label).toBe(label);
    expect(isAwaitingReview({ status, paymentStatus })).toBe(isAwaiting);
  });
});
