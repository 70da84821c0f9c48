import Stripe from 'stripe';
import type { Intent, PaymentEvent, PaymentProvider } from './payment-provider.js';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Only to point the SDK at a stand-in server in tests. */
  api?: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
}

function toIntent(intent: Stripe.PaymentIntent): Intent {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const card = charge?.payment_method_details?.card;
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: intent.status,
    amountCents: intent.amount,
    lastError: intent.last_payment_error
      ? { code: intent.last_payment_error.code ?? 'payment_failed', message: intent.last_payment_error.message ?? 'Payment failed' }
      : null,
    card: card?.last4 ? { brand: card.brand ?? 'card', last4: card.last4 } : null,
  };
}

const handledTypes = new Set<PaymentEvent['type']>([
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
  'charge.refunded',
]);

export interface StripeProvider extends PaymentProvider {
  readonly kind: 'stripe';
  /** Verifies a webhook's signature on the raw body; throws when it does not match. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent | null;
}

/** The real card processor, through Stripe's SDK. */
export function createStripeProvider(settings: StripeSettings): StripeProvider {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(settings.api ?? {}),
  });
  return {
    kind: 'stripe',
    publishableKey: settings.publishableKey,
    async createIntent({ amountCents, metadata, idempotencyKey }) {
      const intent = await stripe.paymentIntents.create(
        { amount: amountCents, currency: 'usd', metadata, automatic_payment_methods: { enabled: true, allow_redirects: 'never' } },
        { idempotencyKey },
      );
      return toIntent(intent);
    },
    async retrieveIntent(id) {
      return toIntent(await stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] }));
    },
    async refund(intentId, idempotencyKey) {
      const refund = await stripe.refunds.create({ payment_intent: intentId }, { idempotencyKey });
      return { id: refund.id };
    },
    parseWebhook(rawBody, signature) {
      const event = stripe.webhooks.constructEvent(rawBody, signature ?? '', settings.webhookSecret);
      if (!handledTypes.has(event.type as PaymentEvent['type'])) return null;
      const object = event.data.object as { id: string; object: string; payment_intent?: string | { id: string } | null };
      const intentId =
        object.object === 'charge'
          ? typeof object.payment_intent === 'string'
            ? object.payment_intent
            : (object.payment_intent?.id ?? '')
          : object.id;
      return { id: event.id, type: event.type as PaymentEvent['type'], intentId };
    },
  };
}
