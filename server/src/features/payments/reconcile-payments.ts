import { and, inArray, isNotNull, lt, gt, ne } from 'drizzle-orm';
import { payments } from '../../db/schema.js';
import type { Intent, PaymentEvent } from '../../providers/payments/payment-provider.js';
import { handlePaymentEvent } from './handle-payment-event.js';
import type { PaymentDeps } from './payment-deps.js';
import type { PaymentRow } from './payment-effects.js';

/** What the provider says that our record does not know yet, as the event it would have sent. */
export function missedEvent(payment: Pick<PaymentRow, 'status'>, intent: Intent): PaymentEvent | null {
  if (intent.status === payment.status) return null;
  const id = `reconcile_${intent.id}_${intent.status}`;
  if (intent.status === 'succeeded') return { id, type: 'payment_intent.succeeded', intentId: intent.id };
  if (intent.status === 'canceled') return { id, type: 'payment_intent.canceled', intentId: intent.id };
  if (intent.status === 'refunded') return { id, type: 'charge.refunded', intentId: intent.id };
  return null;
}

/** Asks the provider about one payment and applies what our record missed. True when something changed. */
export async function reconcilePayment(deps: PaymentDeps, payment: PaymentRow): Promise<boolean> {
  if (payment.provider === 'waiver' || !payment.intentId || payment.status === 'succeeded' || payment.status === 'refunded') return false;
  const intent = await deps.provider.retrieveIntent(payment.intentId);
  const event = missedEvent(payment, intent);
  if (!event) return false;
  return (await handlePaymentEvent(deps, event, intent)) === 'applied';
}

const openStatuses = ['requires_payment_method', 'requires_confirmation', 'requires_action', 'processing'];

/**
 * The scheduled sweep: payments left open for more than ten minutes (and touched in the last three days)
 * are checked with the provider, so a success whose webhook was lost is applied even if nobody opens
 * the payment page again. After a restart `minAgeMs` is 0: a webhook may have died with the process.
 */
export async function reconcileOpenPayments(deps: PaymentDeps, now = new Date(), options: { minAgeMs?: number } = {}): Promise<number> {
  const minAgeMs = options.minAgeMs ?? 10 * 60_000;
  const open = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        inArray(payments.status, openStatuses),
        ne(payments.provider, 'waiver'),
        isNotNull(payments.intentId),
        lt(payments.createdAt, new Date(now.getTime() - minAgeMs)),
        gt(payments.updatedAt, new Date(now.getTime() - 3 * 86_400_000)),
      ),
    )
    .limit(500);
  let changed = 0;
  for (const payment of open) {
    try {
      if (await reconcilePayment(deps, payment)) changed += 1;
    } catch (error) {
      deps.log.warn({ err: error, paymentId: payment.id }, 'could not reconcile a payment');
    }
  }
  return changed;
}
