import { formatCents, utcIsoDate } from '@creds/contract';
import { eq } from 'drizzle-orm';
import { accreditationApplicationEvents, accreditationRenewals, accreditedInstitutes, users } from '../../db/schema.js';
import { recordAudit } from '../../lib/audit.js';
import type { PaymentEffects, PaymentRow, Transaction } from '../payments/payment-effects.js';
import { formatCertificateDate } from '../certificates/certificate-pdf.js';
import { applicationPageUrl, verificationPageUrl, type AccreditationDeps } from './accreditation-deps.js';
import { renewalPaidMail, renewalRefundedMail } from './accreditation-mails.js';
import { renewedEndDate, type InstituteRow } from './institute-rows.js';
import { signInstituteCredential } from './institute-credential.js';

async function renewalOf(tx: Transaction, payment: PaymentRow) {
  const [renewal] = await tx.select().from(accreditationRenewals).where(eq(accreditationRenewals.id, payment.subjectId)).for('update');
  const [institute] = await tx.select().from(accreditedInstitutes).where(eq(accreditedInstitutes.id, renewal!.instituteId)).for('update');
  const [payer] = await tx.select({ email: users.email, name: users.username }).from(users).where(eq(users.id, payment.userId));
  return { renewal: renewal!, institute: institute!, payer: payer! };
}

/** The credential of an institute that has one, issued again for its new period. */
async function reissuedCredential(deps: Pick<AccreditationDeps, 'publicUrl' | 'key'>, institute: InstituteRow, endDate: string) {
  if (!institute.credential) return null;
  return signInstituteCredential(
    { certificateId: institute.certificateId, name: institute.name, country: institute.country, link: institute.link, startDate: institute.startDate, endDate, publicUrl: deps.publicUrl },
    deps.key,
  );
}

/**
 * A renewal of an accreditation: paid → the period runs a year longer (from the old end, or from the day
 * of payment when it had lapsed) and the credential is issued again; refunded within the refund window →
 * the year it paid for is withdrawn: the period is put back as it was (an accreditation renewed after it had
 * lapsed is expired again, off the registry), unless something else has moved it since.
 */
export function renewalPaymentEffects(deps: Pick<AccreditationDeps, 'publicUrl' | 'key'>): PaymentEffects {
  return {
    async succeeded(tx, payment, now) {
      const { renewal, institute, payer } = await renewalOf(tx, payment);
      if (renewal.status !== 'pending') {
        await tx.update(accreditationRenewals).set({ paymentStatus: 'succeeded', updatedAt: now }).where(eq(accreditationRenewals.id, renewal.id));
        return null;
      }
      const endDate = renewedEndDate(institute.endDate, utcIsoDate(now));
      const credential = await reissuedCredential(deps, institute, endDate);
      await tx
        .update(accreditedInstitutes)
        .set({ endDate, yearsAccredited: renewal.year, ...(credential ? { credential } : {}), updatedAt: now })
        .where(eq(accreditedInstitutes.id, institute.id));
      await tx
        .update(accreditationRenewals)
        .set({ status: 'paid', paymentStatus: 'succeeded', newEndDate: endDate, paidAt: now, updatedAt: now })
        .where(eq(accreditationRenewals.id, renewal.id));
      await recordAudit(tx, {
        actorId: payment.userId,
        action: 'institute.renewed',
        subjectType: 'institute',
        subjectId: institute.id,
        details: { certificateId: institute.certificateId, year: renewal.year, before: institute.endDate, after: endDate, amountCents: payment.amountCents },
      });
      if (institute.applicationId) {
        await tx.insert(accreditationApplicationEvents).values({
          applicationId: institute.applicationId,
          status: 'renewed',
          note: `${payment.provider === 'waiver' ? `Renewal for year ${renewal.year}: no fee was due` : `Renewal fee for year ${renewal.year} of ${formatCents(payment.amountCents)} received`}; accredited until ${formatCertificateDate(endDate)}`,
          actorId: payment.userId,
          createdAt: now,
        });
      }
      // The applicant downloads from the application page; an institute's contact has only the public pages.
      const isApplicant = institute.applicationId !== null && institute.userId === payment.userId;
      return renewalPaidMail({
        to: payer.email,
        name: payer.name,
        instituteName: institute.name,
        certificateId: institute.certificateId,
        year: renewal.year,
        endDate,
        amountCents: payment.amountCents,
        paidAt: now,
        card: payment.card,
        downloads: isApplicant
          ? { applicationUrl: applicationPageUrl(deps.publicUrl, institute.applicationId!) }
          : { verifyUrl: verificationPageUrl(deps.publicUrl, institute.certificateId), hasCredential: credential !== null },
      });
    },
    async failed(tx, payment, now) {
      await tx.update(accreditationRenewals).set({ paymentStatus: 'requires_payment_method', updatedAt: now }).where(eq(accreditationRenewals.id, payment.subjectId));
    },
    async canceled(tx, payment, now) {
      await tx.update(accreditationRenewals).set({ paymentStatus: 'canceled', updatedAt: now }).where(eq(accreditationRenewals.id, payment.subjectId));
    },
    async refunded(tx, payment, now) {
      const { renewal, institute, payer } = await renewalOf(tx, payment);
      const stillExtended = renewal.status === 'paid' && renewal.newEndDate === institute.endDate;
      if (stillExtended) {
        const credential = await reissuedCredential(deps, institute, renewal.periodEndDate);
        await tx
          .update(accreditedInstitutes)
          .set({ endDate: renewal.periodEndDate, yearsAccredited: renewal.year - 1, ...(credential ? { credential } : {}), updatedAt: now })
          .where(eq(accreditedInstitutes.id, institute.id));
      }
      await tx.update(accreditationRenewals).set({ status: 'refunded', paymentStatus: 'refunded', updatedAt: now }).where(eq(accreditationRenewals.id, renewal.id));
      const endDate = stillExtended ? renewal.periodEndDate : institute.endDate;
      if (institute.applicationId && renewal.status === 'paid') {
        await tx.insert(accreditationApplicationEvents).values({
          applicationId: institute.applicationId,
          status: 'refunded',
          note: `Renewal fee for year ${renewal.year} refunded; ${stillExtended ? `accredited until ${formatCertificateDate(endDate)} again` : 'the period it paid for had already changed'}`,
          createdAt: now,
        });
      }
      return renewalRefundedMail({ to: payer.email, name: payer.name, instituteName: institute.name, endDate, hasEnded: endDate < utcIsoDate(now), amountCents: payment.amountCents });
    },
  };
}
