import { and, eq, isNull } from 'drizzle-orm';
import { certificates, evaluationEvents, evaluations, users } from '../../db/schema.js';
import type { PaymentEffects, PaymentRow, Transaction } from './payment-effects.js';
import { receiptMail, refundMail } from './payment-mails.js';

async function holderOf(tx: Transaction, payment: PaymentRow) {
  const [row] = await tx
    .select({ email: users.email, name: users.username, courseName: evaluations.courseName, badgeId: evaluations.badgeId })
    .from(evaluations)
    .innerJoin(users, eq(users.id, evaluations.userId))
    .where(eq(evaluations.id, payment.subjectId));
  return row!;
}

/** Why a certificate whose payment went back is revoked; verification shows it. */
export const refundRevokeReason = 'The payment for this certificate was refunded.';

/**
 * An evaluation's certificate: paid → the review queue; refunded → out of it, and a certificate
 * already issued for it is revoked (verification and the status list say so), since it was not paid.
 */
export const evaluationPaymentEffects: PaymentEffects = {
  async succeeded(tx, payment, now) {
    await tx.update(evaluations).set({ paymentStatus: 'succeeded', updatedAt: now }).where(eq(evaluations.id, payment.subjectId));
    await tx.insert(evaluationEvents).values({ evaluationId: payment.subjectId, status: 'pending', note: 'Payment received; waiting for review' });
    const holder = await holderOf(tx, payment);
    return receiptMail({ to: holder.email, name: holder.name, courseName: holder.courseName, badgeId: holder.badgeId, amountCents: payment.amountCents, paidAt: now, card: payment.card });
  },
  async failed(tx, payment, now) {
    await tx.update(evaluations).set({ paymentStatus: 'requires_payment_method', updatedAt: now }).where(eq(evaluations.id, payment.subjectId));
  },
  async canceled(tx, payment, now) {
    await tx.update(evaluations).set({ paymentStatus: 'canceled', updatedAt: now }).where(eq(evaluations.id, payment.subjectId));
    await tx.insert(evaluationEvents).values({ evaluationId: payment.subjectId, status: 'pending', note: 'Payment canceled' });
  },
  async refunded(tx, payment, now) {
    await tx.update(evaluations).set({ paymentStatus: 'refunded', status: 'refunded', updatedAt: now }).where(eq(evaluations.id, payment.subjectId));
    const [revoked] = await tx
      .update(certificates)
      .set({ revokedAt: now, revokeReason: refundRevokeReason })
      .where(and(eq(certificates.evaluationId, payment.subjectId), isNull(certificates.revokedAt)))
      .returning({ certificateId: certificates.certificateId });
    await tx.insert(evaluationEvents).values({
      evaluationId: payment.subjectId,
      status: 'refunded',
      note: revoked ? `Payment refunded; certificate ${revoked.certificateId} revoked` : 'Payment refunded; removed from the review queue',
    });
    const holder = await holderOf(tx, payment);
    return refundMail({ to: holder.email, name: holder.name, courseName: holder.courseName, amountCents: payment.amountCents, revokedCertificateId: revoked?.certificateId });
  },
};
