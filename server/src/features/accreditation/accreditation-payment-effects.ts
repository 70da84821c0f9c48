import { accreditationReviewBusinessDays, addBusinessDays, formatCents } from '@creds/contract';
import { eq } from 'drizzle-orm';
import { accreditationApplicationEvents, accreditationApplications, accreditedInstitutes, users } from '../../db/schema.js';
import type { PaymentEffects, PaymentRow, Transaction } from '../payments/payment-effects.js';
import { formatCertificateDate } from '../certificates/certificate-pdf.js';
import { applicationPageUrl } from './accreditation-deps.js';
import { applicationPaidMail, applicationRefundedMail } from './accreditation-mails.js';
import { withdrawInstitutes } from './remove-institute.js';

async function applicationOf(tx: Transaction, payment: PaymentRow) {
  const [row] = await tx
    .select({ application: accreditationApplications, email: users.email, name: users.username })
    .from(accreditationApplications)
    .innerJoin(users, eq(users.id, accreditationApplications.userId))
    .where(eq(accreditationApplications.id, payment.subjectId))
    .for('update', { of: accreditationApplications });
  return row!;
}

/**
 * The registration and first-year fee of an application: paid → the review queue (due five business
 * days later), with a receipt; refunded → out of the queue, and an accreditation already granted for it is
 * withdrawn (the institute leaves the registry; verification says "withdrawn"), since it was not paid. A
 * rejection stands.
 */
export function accreditationPaymentEffects(publicUrl: string): PaymentEffects {
  /** What every mail about the application's fee says: to whom, which application, where to see it, how much. */
  const mailFacts = (application: { id: string; reference: string; instituteName: string }, email: string, name: string, payment: PaymentRow) => ({
    to: email,
    name,
    reference: application.reference,
    instituteName: application.instituteName,
    url: applicationPageUrl(publicUrl, application.id),
    amountCents: payment.amountCents,
  });
  return {
    async succeeded(tx, payment, now) {
      const { application, email, name } = await applicationOf(tx, payment);
      const waitingForPayment = application.status === 'submitted';
      const dueAt = addBusinessDays(now, accreditationReviewBusinessDays);
      await tx
        .update(accreditationApplications)
        .set({ paymentStatus: 'succeeded', paidAt: now, updatedAt: now, ...(waitingForPayment ? { status: 'under review', dueAt } : {}) })
        .where(eq(accreditationApplications.id, application.id));
      await tx.insert(accreditationApplicationEvents).values({
        applicationId: application.id,
        status: 'paid',
        note: payment.provider === 'waiver' ? 'No fee was due' : `Registration and first-year fee of ${formatCents(payment.amountCents)} received`,
        createdAt: now,
      });
      if (waitingForPayment) {
        await tx.insert(accreditationApplicationEvents).values({
          applicationId: application.id,
          status: 'under review',
          note: `In the review queue; a decision is due by ${formatCertificateDate(dueAt)}`,
          // A moment after "paid", so the timeline keeps its order.
          createdAt: new Date(now.getTime() + 1),
        });
      }
      return applicationPaidMail({ ...mailFacts(application, email, name, payment), paidAt: now, card: payment.card });
    },
    async failed(tx, payment, now) {
      await tx.update(accreditationApplications).set({ paymentStatus: 'requires_payment_method', updatedAt: now }).where(eq(accreditationApplications.id, payment.subjectId));
    },
    async canceled(tx, payment, now) {
      await tx.update(accreditationApplications).set({ paymentStatus: 'canceled', updatedAt: now }).where(eq(accreditationApplications.id, payment.subjectId));
      await tx.insert(accreditationApplicationEvents).values({ applicationId: payment.subjectId, status: 'submitted', note: 'Payment canceled', createdAt: now });
    },
    async refunded(tx, payment, now) {
      const { application, email, name } = await applicationOf(tx, payment);
      // An accreditation is not granted without its fee: the institute leaves the registry as an admin's removal takes it out.
      const [withdrawn] = application.status === 'approved' ? await withdrawInstitutes(tx, eq(accreditedInstitutes.applicationId, application.id), now) : [];
      const isRejected = application.status === 'rejected';
      const undecided = application.status !== 'approved' && !isRejected;
      await tx
        .update(accreditationApplications)
        .set({ paymentStatus: 'refunded', updatedAt: now, ...(isRejected ? {} : { status: 'refunded', dueAt: null }) })
        .where(eq(accreditationApplications.id, application.id));
      await tx.insert(accreditationApplicationEvents).values({
        applicationId: application.id,
        status: 'refunded',
        note: withdrawn
          ? `Payment refunded; accreditation certificate ${withdrawn.certificateId} withdrawn`
          : undecided
            ? 'Payment refunded; removed from the review queue'
            : isRejected
              ? 'Payment refunded; the decision stands'
              : 'Payment refunded; the accreditation had already been withdrawn',
        createdAt: now,
      });
      return applicationRefundedMail({
        ...mailFacts(application, email, name, payment),
        outcome: withdrawn ? { withdrawnCertificateId: withdrawn.certificateId } : undecided ? 'left the queue' : 'decided',
      });
    },
  };
}
