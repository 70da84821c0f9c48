/** A PaymentIntent as this product needs to know it, whichever provider holds it. */
export interface Intent {
  id: string;
  clientSecret: string;
  status: string;
  amountCents: number;
  lastError: { code: string; message: string } | null;
  card: { brand: string; last4: string } | null;
}

/**
 * What happened to a payment, from the provider's webhook or the sandbox's own confirmation. Both
 * paths feed the same handler, so everything after payment is one code path.
 */
export interface PaymentEvent {
  /** The provider's event id: each is handled once. */
  id: string;
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed' | 'payment_intent.canceled' | 'charge.refunded';
  intentId: string;
}

/** The card processor behind payments: Stripe in production, the built-in sandbox offline. */
export interface PaymentProvider {
  readonly kind: 'stripe' | 'sandbox';
  /** For the browser's card form (Stripe only). */
  readonly publishableKey: string | null;
  /** Creates the PaymentIntent; the same idempotency key always gives the same intent. */
  createIntent(input: { amountCents: number; metadata: Record<string, string>; idempotencyKey: string }): Promise<Intent>;
  retrieveIntent(id: string): Promise<Intent>;
  /** Refunds the whole amount of a succeeded intent. */
  refund(intentId: string, idempotencyKey: string): Promise<{ id: string }>;
}
