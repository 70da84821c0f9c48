import type { PillTone } from '../../../components/ui/pill';

/** A paid evaluation that nobody has decided yet (the server's `isAwaitingReview`). */
export function isAwaitingReview(row: { status: string; paymentStatus: string | null }): boolean {
  return row.status === 'pending' && row.paymentStatus === 'succeeded';
}

/** How the console names an evaluation's state, with the pill colour that goes with it. */
export function reviewStatusOf(row: { status: string; paymentStatus: string | null }): { label: string; tone: PillTone } {
  if (isAwaitingReview(row)) return { label: 'Awaiting review', tone: 'brand' };
  if (row.status === 'verified') return { label: 'Verified', tone: 'success' };
  if (row.status === 'unverified') return { label: 'Rejected', tone: 'danger' };
  if (row.status === 'revoked') return { label: 'Revoked', tone: 'danger' };
  // A refund takes the evaluation out of the queue: its status becomes `refunded`.
  if (row.status === 'refunded' || row.paymentStatus === 'refunded') return { label: 'Refunded', tone: 'neutral' };
  if (row.status === 'pending') return { label: 'Awaiting payment', tone: 'warning' };
  return { label: row.status, tone: 'neutral' };
}

export const queueStatusLabels = {
  'awaiting review': 'Awaiting review',
  verified: 'Verified',
  unverified: 'Rejected',
  refunded: 'Refunded',
  revoked: 'Revoked',
  all: 'All',
} as const;
