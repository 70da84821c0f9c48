import type { BadgeStatus } from '@creds/contract';
import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema.js';
import type { Intent, PaymentEvent } from '../../providers/payments/payment-provider.js';
import { handlePaymentEvent } from '../payments/handle-payment-event.js';
import type { PaymentDeps } from '../payments/payment-deps.js';
import type { PaymentRow } from '../payments/payment-effects.js';

/** What the provider says that our record does not know yet, as the event it would have sent. */
function missedEvent(payment: PaymentRow, intent: Intent): PaymentEvent | null {
  if (intent.status === payment.status) return null;
  const id = `reconcile_${intent.id}_${intent.status}`;
  if (intent.status === 'succeeded') return { id, type: 'payment_intent.succeeded', intentId: intent.id };
  if (intent.status === 'canceled') return { id, type: 'payment_intent.canceled', intentId: intent.id };
  if (intent.status === 'refunded') return { id, type: 'charge.refunded', intentId: intent.id };
  return null;
}

/** A payment the provider completed while our record missed it (a lost webhook) is healed here. */
export async function reconcilePayment(deps: PaymentDeps, payment: PaymentRow): Promise<PaymentRow> {
  if (payment.provider === 'waiver' || !payment.intentId || payment.status === 'succeeded' || payment.status === 'refunded') return payment;
  const intent = await deps.provider.retrieveIntent(payment.intentId);
  const event = missedEvent(payment, intent);
  if (!event) return payment;
  await handlePaymentEvent(deps, event, intent);
  const [refreshed] = await deps.db.select().from(payments).where(eq(payments.id, payment.id));
  return refreshed ?? payment;
}

/** A payment in the shape the payment pages read (the evaluation's payment status). */
export function toPaymentStatus(deps: PaymentDeps, payment: PaymentRow, subjectStatus: string): BadgeStatus {
  const paid = payment.status === 'succeeded' || payment.status === 'refunded';
  return {
    exists: true,
    status: subjectStatus,
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
