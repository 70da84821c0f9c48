import type { BadgeStatus, CurrentUser } from '@creds/contract';
import { and, eq } from 'drizzle-orm';
import { evaluationEvents, evaluations, payments } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { getPrice } from '../fees/find-prices.js';
import { evaluationNotFound } from '../evaluations/get-evaluation.js';
import { reconcilePayment } from './reconcile-payments.js';
import type { PaymentDeps } from './payment-deps.js';

type PaymentRow = typeof payments.$inferSelect;

/**
 * GET badge/status: the payment state of one of the user's evaluations. The first call for an
 * evaluation that is `not requested` requests its certificate: the status becomes `pending` and one
 * PaymentIntent is created (none when the price is 0: the payment is waived). Concurrent calls wait on
 * the evaluation's row lock and reuse that intent. A payment the provider completed while our record
 * missed it (a lost webhook) is healed here. Null when the id is not one of the user's evaluations
 * (another user's id answers the same as a missing one).
 */
export async function getBadgeStatus(deps: PaymentDeps, user: CurrentUser, badgeId: string): Promise<BadgeStatus | null> {
  let payment: PaymentRow | null;
  try {
    payment = await requestCertificate(deps, user, badgeId);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }

  if (!payment) throw new AppError('CONFLICT', 'This evaluation has no payment to show.');

  if (await reconcilePayment(deps, payment)) {
    const [refreshed] = await deps.db.select().from(payments).where(eq(payments.id, payment.id));
    payment = refreshed ?? payment;
  }
  const [evaluation] = await deps.db.select({ status: evaluations.status }).from(evaluations).where(eq(evaluations.id, payment.subjectId));
  return toBadgeStatus(deps, payment, evaluation?.status ?? 'pending');
}

/**
 * The payment of an evaluation, created on the first request. The intent is created outside any
 * transaction (a provider call must not hold the database; the sandbox even uses it itself); its
 * idempotency key makes concurrent first calls get the same intent, and the row lock decides which of
 * them records it.
 */
async function requestCertificate(deps: PaymentDeps, user: CurrentUser, badgeId: string): Promise<PaymentRow | null> {
  const lockEvaluation = async (tx: Parameters<Parameters<PaymentDeps['db']['transaction']>[0]>[0]) => {
    const [evaluation] = await tx
      .select({ id: evaluations.id, status: evaluations.status, badgeId: evaluations.badgeId })
      .from(evaluations)
      .where(and(eq(evaluations.badgeId, badgeId), eq(evaluations.userId, user.id)))
      .for('update');
    if (!evaluation) throw new AppError('NOT_FOUND', evaluationNotFound);
    const [existing] = await tx.select().from(payments).where(and(eq(payments.purpose, 'evaluation'), eq(payments.subjectId, evaluation.id)));
    return { evaluation, existing };
  };

  const first = await deps.db.transaction(async (tx) => {
    const { evaluation, existing } = await lockEvaluation(tx);
    if (existing) return { payment: existing };
    if (evaluation.status !== 'not requested') return { payment: null };
    return { amountCents: await getPrice(tx, 'evaluation.individual') };
  });
  if ('payment' in first) return first.payment ?? null;

  const amountCents = first.amountCents;
  const intent =
    amountCents === 0
      ? null
      : await deps.provider.createIntent({
          amountCents,
          metadata: { badgeId, userId: user.id, purpose: 'evaluation' },
          idempotencyKey: `evaluation-${badgeId}`,
        });

  return deps.db.transaction(async (tx) => {
    const { evaluation, existing } = await lockEvaluation(tx);
    if (existing) return existing;
    if (evaluation.status !== 'not requested') return null;
    const now = new Date();
    const values: typeof payments.$inferInsert = intent
      ? { purpose: 'evaluation', subjectId: evaluation.id, userId: user.id, provider: deps.provider.kind, intentId: intent.id, clientSecret: intent.clientSecret, amountCents, status: intent.status }
      : { purpose: 'evaluation', subjectId: evaluation.id, userId: user.id, provider: 'waiver', amountCents: 0, status: 'succeeded', paidAt: now };
    const [created] = await tx.insert(payments).values(values).returning();
    await tx.update(evaluations).set({ status: 'pending', paymentStatus: created!.status, updatedAt: now }).where(eq(evaluations.id, evaluation.id));
    await tx.insert(evaluationEvents).values({
      evaluationId: evaluation.id,
      status: 'pending',
      note: intent ? 'Certificate requested; waiting for payment' : 'Certificate requested; no payment due',
      actorId: user.id,
    });
    return created!;
  });
}

function toBadgeStatus(deps: PaymentDeps, payment: PaymentRow, evaluationStatus: string): BadgeStatus {
  const paid = payment.status === 'succeeded' || payment.status === 'refunded';
  return {
    exists: true,
    status: evaluationStatus,
    paymentStatus: payment.status,
    clientSecret: paid ? null : payment.clientSecret,
    amount: payment.amountCents / 100,
    amountCents: payment.amountCents,
    currency: 'usd',
    provider: payment.provider,
    publishableKey: deps.provider.publishableKey,
    waived: payment.provider === 'waiver',
    failureMessage: payment.failureMessage,
    card: payment.cardBrand && payment.cardLast4 ? { brand: payment.cardBrand, last4: payment.cardLast4 } : null,
    paidAt: payment.paidAt?.toISOString() ?? null,
    refundedAt: payment.refundedAt?.toISOString() ?? null,
  };
}
