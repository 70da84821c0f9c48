import type { Database } from '../../db/client.js';
import type { payments } from '../../db/schema.js';
import type { OutgoingMail } from '../../providers/mail.js';

export type PaymentRow = typeof payments.$inferSelect;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * What a payment's change of state does to the thing paid for. Each purpose (an evaluation's
 * certificate, an accreditation, a renewal) has its own; they run inside the payment's transaction and
 * may return mail to send once it has committed.
 */
export interface PaymentEffects {
  succeeded(tx: Transaction, payment: PaymentRow & { card: { brand: string; last4: string } | null }, now: Date): Promise<OutgoingMail | null>;
  failed(tx: Transaction, payment: PaymentRow, now: Date): Promise<void>;
  canceled(tx: Transaction, payment: PaymentRow, now: Date): Promise<void>;
  refunded(tx: Transaction, payment: PaymentRow, now: Date): Promise<OutgoingMail | null>;
}

const registry = new Map<PaymentRow['purpose'], PaymentEffects>();

/** Each feature that takes payments registers its effects once, at start-up. */
export function registerPaymentEffects(purpose: PaymentRow['purpose'], effects: PaymentEffects): void {
  registry.set(purpose, effects);
}

export function paymentEffectsFor(purpose: PaymentRow['purpose']): PaymentEffects {
  const effects = registry.get(purpose);
  if (!effects) throw new Error(`No payment effects registered for ${purpose}`);
  return effects;
}
