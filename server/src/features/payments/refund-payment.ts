import { paymentMessages, refundWindowDays, type CurrentUser, type RefundPaymentInput } from '@creds/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { accreditedInstitutes, certificates, evaluations, payments } from '../../db/schema.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { refundRevokeReason } from './evaluation-payment-effects.js';
import { handlePaymentEvent } from './handle-payment-event.js';
import type { PaymentDeps } from './payment-deps.js';

/**
 * Refunds a payment in full, within 7 days of payment (the FAQ's policy). The evaluation leaves the
 * review queue and the user is told by e-mail, through the same event handler as a provider's refund.
 */
export async function refundPayment(deps: PaymentDeps, actor: CurrentUser, paymentId: string, input: RefundPaymentInput = undefined, now = new Date()): Promise<void> {
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) throw new AppError('NOT_FOUND', 'Payment not found.');
  if (payment.status === 'refunded') throw new AppError('CONFLICT', 'This payment has already been refunded.');
  if (payment.status !== 'succeeded' || !payment.paidAt) throw new AppError('CONFLICT', 'Only a completed payment can be refunded.');
  if (payment.provider === 'waiver' || !payment.intentId) throw new AppError('CONFLICT', 'Nothing was paid for this evaluation, so there is nothing to refund.');
  if (now.getTime() - payment.paidAt.getTime() > refundWindowDays * 86_400_000) throw new AppError('CONFLICT', paymentMessages.refundWindow);
  if (input?.expectedCertificateId !== undefined) {
    const current = await certificateTakenBack(deps, payment);
    if (current !== input.expectedCertificateId) throw new AppError('CONFLICT', paymentMessages.refundCertificateChanged(current));
  }

  const refund = await deps.provider.refund(payment.intentId, `refund-${payment.id}`);
  await handlePaymentEvent(deps, { id: `refund_${refund.id}`, type: 'charge.refunded', intentId: payment.intentId });
  // Money going back is recorded with who sent it; an evaluation's refund under its badge, beside its decisions.
  // With the certificate issued for the payment, which the payment effects revoked with it: the entry names it.
  // An accreditation fee's refund is recorded under its application, naming the accreditation it withdrew (the
  // effects stamp the institute's removal with the refund's own time).
  const [evaluation] =
    payment.purpose === 'evaluation'
      ? await deps.db
          .select({ badgeId: evaluations.badgeId, revokedCertificateId: certificates.certificateId })
          .from(evaluations)
          .leftJoin(certificates, and(eq(certificates.evaluationId, evaluations.id), eq(certificates.revokeReason, refundRevokeReason)))
          .where(eq(evaluations.id, payment.subjectId))
      : [];
  const [application] =
    payment.purpose === 'accreditation'
      ? await deps.db
          .select({ withdrawnCertificateId: accreditedInstitutes.certificateId })
          .from(payments)
          .leftJoin(accreditedInstitutes, and(eq(accreditedInstitutes.applicationId, payments.subjectId), eq(accreditedInstitutes.removedAt, payments.refundedAt)))
          .where(eq(payments.id, payment.id))
      : [];
  await recordAudit(deps.db, {
    actorId: actor.id,
    action: 'payment.refunded',
    ...(evaluation
      ? { subjectType: 'evaluation', subjectId: evaluation.badgeId }
      : application
        ? { subjectType: 'application', subjectId: payment.subjectId }
        : { subjectType: 'payment', subjectId: payment.id }),
    details: {
      amountCents: payment.amountCents,
      purpose: payment.purpose,
      ...(evaluation?.revokedCertificateId ? { revokedCertificateId: evaluation.revokedCertificateId } : {}),
      ...(application?.withdrawnCertificateId ? { withdrawnCertificateId: application.withdrawnCertificateId } : {}),
    },
  });
}

/** The live certificate a refund of this payment takes back with it: the evaluation's, or the accreditation granted for the application. */
async function certificateTakenBack(deps: PaymentDeps, payment: { purpose: string; subjectId: string }): Promise<string | null> {
  if (payment.purpose === 'evaluation') {
    const [row] = await deps.db
      .select({ certificateId: certificates.certificateId })
      .from(certificates)
      .where(and(eq(certificates.evaluationId, payment.subjectId), isNull(certificates.revokedAt)));
    return row?.certificateId ?? null;
  }
  if (payment.purpose === 'accreditation') {
    const [row] = await deps.db
      .select({ certificateId: accreditedInstitutes.certificateId })
      .from(accreditedInstitutes)
      .where(and(eq(accreditedInstitutes.applicationId, payment.subjectId), isNull(accreditedInstitutes.removedAt)));
    return row?.certificateId ?? null;
  }
  return null;
}
