import { eq } from 'drizzle-orm';
import { evaluationEvents, evaluations, paymentEvents, payments, users } from '../../db/schema.js';
import type { Intent, PaymentEvent } from '../../providers/payments/payment-provider.js';
import type { PaymentDeps } from './payment-deps.js';
import { receiptMail, refundMail } from './payment-mails.js';

export type EventOutcome = 'applied' | 'duplicate' | 'ignored' | 'unknown-intent';

/** Payment states after which nothing but a refund may change the payment. */
const settled = new Set(['succeeded', 'refunded']);

/**
 * The one place a payment changes state, whether the news comes from Stripe's webhook, the sandbox's
 * confirmation or a reconciliation. Each event id is handled once (a replay changes nothing), and an
 * event arriving after a later one (a failure after the success) is ignored.
 */
export async function handlePaymentEvent(deps: PaymentDeps, event: PaymentEvent, knownIntent?: Intent): Promise<EventOutcome> {
  // Card details come from the provider; fetch them before the transaction, not inside it.
  const needsIntent = event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed';
  const intent = needsIntent ? (knownIntent ?? (await deps.provider.retrieveIntent(event.intentId))) : knownIntent;

  const result = await deps.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(paymentEvents)
      .values({ eventId: event.id, type: event.type, intentId: event.intentId, outcome: 'applied' })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (claimed.length === 0) return { outcome: 'duplicate' as const };

    const [payment] = await tx.select().from(payments).where(eq(payments.intentId, event.intentId)).for('update');
    const mark = async (outcome: EventOutcome) => {
      await tx.update(paymentEvents).set({ outcome }).where(eq(paymentEvents.eventId, event.id));
      return { outcome };
    };
    if (!payment) return mark('unknown-intent');

    const now = new Date();
    const setEvaluation = (values: Partial<typeof evaluations.$inferInsert>, note: string, status?: string) =>
      Promise.all([
        tx.update(evaluations).set({ ...values, updatedAt: now }).where(eq(evaluations.id, payment.subjectId)),
        tx.insert(evaluationEvents).values({ evaluationId: payment.subjectId, status: status ?? 'pending', note }),
      ]);

    switch (event.type) {
      case 'payment_intent.succeeded': {
        if (settled.has(payment.status)) return mark('ignored');
        await tx
          .update(payments)
          .set({ status: 'succeeded', paidAt: now, failureMessage: null, cardBrand: intent?.card?.brand ?? null, cardLast4: intent?.card?.last4 ?? null, updatedAt: now })
          .where(eq(payments.id, payment.id));
        await setEvaluation({ paymentStatus: 'succeeded' }, 'Payment received; waiting for review');
        return { outcome: 'applied' as const, mail: 'receipt' as const, payment: { ...payment, paidAt: now, card: intent?.card ?? null } };
      }
      case 'payment_intent.payment_failed': {
        if (settled.has(payment.status)) return mark('ignored');
        const message = intent?.lastError?.message ?? null;
        await tx.update(payments).set({ status: 'requires_payment_method', failureMessage: message, updatedAt: now }).where(eq(payments.id, payment.id));
        await tx.update(evaluations).set({ paymentStatus: 'requires_payment_method', updatedAt: now }).where(eq(evaluations.id, payment.subjectId));
        return { outcome: 'applied' as const };
      }
      case 'payment_intent.canceled': {
        if (settled.has(payment.status)) return mark('ignored');
        await tx.update(payments).set({ status: 'canceled', updatedAt: now }).where(eq(payments.id, payment.id));
        await setEvaluation({ paymentStatus: 'canceled' }, 'Payment canceled');
        return { outcome: 'applied' as const };
      }
      case 'charge.refunded': {
        if (payment.status === 'refunded') return mark('ignored');
        await tx.update(payments).set({ status: 'refunded', refundedAt: now, updatedAt: now }).where(eq(payments.id, payment.id));
        await setEvaluation({ paymentStatus: 'refunded', status: 'refunded' }, 'Payment refunded; removed from the review queue', 'refunded');
        return { outcome: 'applied' as const, mail: 'refund' as const, payment: { ...payment, paidAt: payment.paidAt, card: null } };
      }
    }
  });

  if ('mail' in result && result.mail && result.payment) {
    const [row] = await deps.db
      .select({ email: users.email, name: users.username, courseName: evaluations.courseName, badgeId: evaluations.badgeId })
      .from(evaluations)
      .innerJoin(users, eq(users.id, evaluations.userId))
      .where(eq(evaluations.id, result.payment.subjectId));
    if (row) {
      await deps.mailer.send(
        result.mail === 'receipt'
          ? receiptMail({ to: row.email, name: row.name, courseName: row.courseName, badgeId: row.badgeId, amountCents: result.payment.amountCents, paidAt: result.payment.paidAt ?? new Date(), card: result.payment.card })
          : refundMail({ to: row.email, name: row.name, courseName: row.courseName, amountCents: result.payment.amountCents }),
      );
    }
  }
  deps.log.info({ eventId: event.id, type: event.type, intentId: event.intentId, outcome: result.outcome }, 'payment event');
  return result.outcome;
}
