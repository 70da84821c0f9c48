import { eq } from 'drizzle-orm';
import { paymentEvents, payments } from '../../db/schema.js';
import type { Intent, PaymentEvent } from '../../providers/payments/payment-provider.js';
import type { PaymentDeps } from './payment-deps.js';
import { paymentEffectsFor } from './payment-effects.js';

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
    const effects = paymentEffectsFor(payment.purpose);
    switch (event.type) {
      case 'payment_intent.succeeded': {
        if (settled.has(payment.status)) return mark('ignored');
        const card = intent?.card ?? null;
        await tx
          .update(payments)
          .set({ status: 'succeeded', paidAt: now, failureMessage: null, cardBrand: card?.brand ?? null, cardLast4: card?.last4 ?? null, updatedAt: now })
          .where(eq(payments.id, payment.id));
        return { outcome: 'applied' as const, mail: await effects.succeeded(tx, { ...payment, paidAt: now, card }, now) };
      }
      case 'payment_intent.payment_failed': {
        if (settled.has(payment.status)) return mark('ignored');
        await tx.update(payments).set({ status: 'requires_payment_method', failureMessage: intent?.lastError?.message ?? null, updatedAt: now }).where(eq(payments.id, payment.id));
        await effects.failed(tx, payment, now);
        return { outcome: 'applied' as const };
      }
      case 'payment_intent.canceled': {
        if (settled.has(payment.status)) return mark('ignored');
        await tx.update(payments).set({ status: 'canceled', updatedAt: now }).where(eq(payments.id, payment.id));
        await effects.canceled(tx, payment, now);
        return { outcome: 'applied' as const };
      }
      case 'charge.refunded': {
        if (payment.status === 'refunded') return mark('ignored');
        await tx.update(payments).set({ status: 'refunded', refundedAt: now, updatedAt: now }).where(eq(payments.id, payment.id));
        return { outcome: 'applied' as const, mail: await effects.refunded(tx, payment, now) };
      }
    }
  });

  if ('mail' in result && result.mail) await deps.mailer.send(result.mail);
  deps.log.info({ eventId: event.id, type: event.type, intentId: event.intentId, outcome: result.outcome }, 'payment event');
  return result.outcome;
}
