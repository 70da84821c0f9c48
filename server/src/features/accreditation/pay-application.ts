import { accreditationMessages, type BadgeStatus, type CurrentUser } from '@creds/contract';
import { and, eq } from 'drizzle-orm';
import { accreditationApplications, payments } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { OutgoingMail } from '../../providers/mail.js';
import { getPrice } from '../fees/find-prices.js';
import type { PaymentRow, Transaction } from '../payments/payment-effects.js';
import type { AccreditationDeps } from './accreditation-deps.js';
import { accreditationPaymentEffects } from './accreditation-payment-effects.js';
import { reconcilePayment, toPaymentStatus } from './payment-status.js';

async function lockApplication(tx: Transaction, userId: string, applicationId: string) {
  const [application] = await tx
    .select({ id: accreditationApplications.id, status: accreditationApplications.status, reference: accreditationApplications.reference })
    .from(accreditationApplications)
    .where(and(eq(accreditationApplications.id, applicationId), eq(accreditationApplications.userId, userId)))
    .for('update');
  if (!application) throw new AppError('NOT_FOUND', accreditationMessages.applicationNotFound);
  const [existing] = await tx.select().from(payments).where(and(eq(payments.purpose, 'accreditation'), eq(payments.subjectId, application.id)));
  return { application, existing };
}

const nothingToPay = 'This application has no fee to pay.';

/**
 * The payment of an application's registration and first-year fee. The first call creates one
 * PaymentIntent (none when the fee is 0: the payment is waived and the application goes to review at
 * once); later and concurrent calls get the same one. The intent is created outside any transaction
 * (the sandbox uses the database itself); its idempotency key makes concurrent first calls get the same
 * intent, and the application's row lock decides which of them records it.
 */
export async function payApplication(deps: AccreditationDeps, user: CurrentUser, applicationId: string): Promise<BadgeStatus> {
  const first = await deps.db.transaction(async (tx): Promise<{ payment: PaymentRow } | { amountCents: number; reference: string }> => {
    const { application, existing } = await lockApplication(tx, user.id, applicationId);
    if (existing) return { payment: existing };
    if (application.status !== 'submitted') throw new AppError('CONFLICT', nothingToPay);
    return { amountCents: await getPrice(tx, 'accreditation.firstYear'), reference: application.reference };
  });

  let payment: PaymentRow;
  if ('payment' in first) {
    payment = first.payment;
  } else {
    const { amountCents } = first;
    const intent =
      amountCents === 0
        ? null
        : await deps.payments.provider.createIntent({
            amountCents,
            metadata: { applicationId, reference: first.reference, userId: user.id, purpose: 'accreditation' },
            idempotencyKey: `accreditation-${applicationId}`,
          });
    const recorded = await deps.db.transaction(async (tx): Promise<{ payment: PaymentRow; mail: OutgoingMail | null }> => {
      const { application, existing } = await lockApplication(tx, user.id, applicationId);
      if (existing) return { payment: existing, mail: null };
      if (application.status !== 'submitted') throw new AppError('CONFLICT', nothingToPay);
      const now = new Date();
      const values: typeof payments.$inferInsert = intent
        ? { purpose: 'accreditation', subjectId: application.id, userId: user.id, provider: deps.payments.provider.kind, intentId: intent.id, clientSecret: intent.clientSecret, amountCents, status: intent.status }
        : { purpose: 'accreditation', subjectId: application.id, userId: user.id, provider: 'waiver', amountCents: 0, status: 'succeeded', paidAt: now };
      const [created] = await tx.insert(payments).values(values).returning();
      await tx.update(accreditationApplications).set({ paymentStatus: created!.status, updatedAt: now }).where(eq(accreditationApplications.id, application.id));
      // Nothing to pay: the payment succeeded as it was made, with the same effects as a paid one.
      const mail = intent ? null : await accreditationPaymentEffects(deps.publicUrl).succeeded(tx, { ...created!, card: null }, now);
      return { payment: created!, mail };
    });
    payment = recorded.payment;
    if (recorded.mail) await deps.mailer.send(recorded.mail);
  }

  payment = await reconcilePayment(deps.payments, payment);
  const [application] = await deps.db.select({ status: accreditationApplications.status }).from(accreditationApplications).where(eq(accreditationApplications.id, applicationId));
  return toPaymentStatus(deps.payments, payment, application?.status ?? 'submitted');
}
