import { accreditationFeeCents, accreditationMessages, utcIsoDate, type CurrentUser, type RenewalStatus } from '@creds/contract';
import { and, eq } from 'drizzle-orm';
import { accreditationRenewals, accreditedInstitutes, payments } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { OutgoingMail } from '../../providers/mail.js';
import type { PaymentRow, Transaction } from '../payments/payment-effects.js';
import type { AccreditationDeps } from './accreditation-deps.js';
import { canRenew } from './accreditation.policy.js';
import { renewalStatus, findRenewableInstitute } from './get-renewal.js';
import { loadPriceTable, renewalInfo } from './institute-rows.js';
import { reconcilePayment } from './payment-status.js';
import { renewalPaymentEffects } from './renewal-payment-effects.js';

async function lockInstitute(tx: Transaction, user: CurrentUser, instituteId: string) {
  const [institute] = await tx.select().from(accreditedInstitutes).where(eq(accreditedInstitutes.id, instituteId)).for('update');
  if (!institute || institute.removedAt || !canRenew(user, institute)) throw new AppError('NOT_FOUND', accreditationMessages.instituteNotFound);
  const [renewal] = await tx
    .select()
    .from(accreditationRenewals)
    .where(and(eq(accreditationRenewals.instituteId, institute.id), eq(accreditationRenewals.periodEndDate, institute.endDate)));
  const [existing] = renewal ? await tx.select().from(payments).where(and(eq(payments.purpose, 'renewal'), eq(payments.subjectId, renewal.id))) : [];
  return { institute, renewal, existing };
}

/**
 * Starts (or resumes) paying the renewal of an institute's current period: one renewal row and one
 * PaymentIntent per period, however often or concurrently this is called. The renewal opens 60 days
 * before the period ends and stays open after it has lapsed. The intent is created outside any
 * transaction; the institute's row lock decides which call records it.
 */
export async function payRenewal(deps: AccreditationDeps, user: CurrentUser, certificateId: string): Promise<RenewalStatus> {
  const { id: instituteId } = await findRenewableInstitute(deps, user, certificateId);
  const prices = await loadPriceTable(deps.db);

  const first = await deps.db.transaction(async (tx): Promise<{ payment: PaymentRow } | { renewalId: string; amountCents: number }> => {
    const { institute, renewal, existing } = await lockInstitute(tx, user, instituteId);
    if (existing) return { payment: existing };
    const info = renewalInfo(institute, prices, utcIsoDate());
    if (!info.isOpen) throw new AppError('CONFLICT', `The renewal opens on ${info.opensOn}.`);
    if (renewal) return { renewalId: renewal.id, amountCents: renewal.amountCents };
    const [created] = await tx
      .insert(accreditationRenewals)
      .values({ instituteId: institute.id, userId: user.id, periodEndDate: institute.endDate, year: info.year, amountCents: accreditationFeeCents(info.year, prices) })
      .returning();
    return { renewalId: created!.id, amountCents: created!.amountCents };
  });

  let payment: PaymentRow;
  if ('payment' in first) {
    payment = first.payment;
  } else {
    const { renewalId, amountCents } = first;
    const intent =
      amountCents === 0
        ? null
        : await deps.payments.provider.createIntent({
            amountCents,
            metadata: { renewalId, certificateId, userId: user.id, purpose: 'renewal' },
            idempotencyKey: `renewal-${renewalId}`,
          });
    const recorded = await deps.db.transaction(async (tx): Promise<{ payment: PaymentRow; mail: OutgoingMail | null }> => {
      const { existing } = await lockInstitute(tx, user, instituteId);
      if (existing) return { payment: existing, mail: null };
      const now = new Date();
      const values: typeof payments.$inferInsert = intent
        ? { purpose: 'renewal', subjectId: renewalId, userId: user.id, provider: deps.payments.provider.kind, intentId: intent.id, clientSecret: intent.clientSecret, amountCents, status: intent.status }
        : { purpose: 'renewal', subjectId: renewalId, userId: user.id, provider: 'waiver', amountCents: 0, status: 'succeeded', paidAt: now };
      const [created] = await tx.insert(payments).values(values).returning();
      await tx.update(accreditationRenewals).set({ paymentStatus: created!.status, updatedAt: now }).where(eq(accreditationRenewals.id, renewalId));
      // Nothing to pay: the renewal takes effect at once, as a paid one would.
      const mail = intent ? null : await renewalPaymentEffects(deps).succeeded(tx, { ...created!, card: null }, now);
      return { payment: created!, mail };
    });
    payment = recorded.payment;
    if (recorded.mail) await deps.mailer.send(recorded.mail);
  }

  payment = await reconcilePayment(deps.payments, payment);
  const institute = await findRenewableInstitute(deps, user, certificateId);
  return renewalStatus(deps, institute, payment);
}
