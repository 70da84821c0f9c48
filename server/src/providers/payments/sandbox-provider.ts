import { randomBytes } from 'node:crypto';
import { cardBrand, checkCard, paymentMessages, type SandboxConfirmInput } from '@creds/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sandboxPaymentIntents } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { Intent, PaymentEvent, PaymentProvider } from './payment-provider.js';

type Row = typeof sandboxPaymentIntents.$inferSelect;

function toIntent(row: Row): Intent {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    status: row.status,
    amountCents: row.amountCents,
    lastError: row.lastErrorCode ? { code: row.lastErrorCode, message: row.lastErrorMessage ?? paymentMessages.failed } : null,
    card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
  };
}

/** Stripe's test cards, and what each does. Any other valid card succeeds. */
const testCardOutcomes: Record<string, { code: string; message: string }> = {
  '4000000000000002': { code: 'card_declined', message: paymentMessages.declined },
  '4000000000009995': { code: 'insufficient_funds', message: paymentMessages.insufficientFunds },
  '4000000000000069': { code: 'expired_card', message: paymentMessages.expiredCard },
  '4000000000000127': { code: 'incorrect_cvc', message: paymentMessages.incorrectCvc },
};

const id = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;

export interface SandboxProvider extends PaymentProvider {
  readonly kind: 'sandbox';
  /**
   * What Stripe.js's confirmCardPayment does against Stripe: checks the card and charges it. Returns
   * the event the payment produced, for the same handler as Stripe's webhooks.
   */
  confirm(input: SandboxConfirmInput): Promise<{ intent: Intent; event: PaymentEvent }>;
}

/**
 * The offline card processor: PaymentIntents with Stripe's lifecycle and test cards, kept in the
 * database so they survive restarts and are shared by every instance. Card numbers are never stored:
 * only the brand and the last four digits.
 */
export function createSandboxProvider(db: Database): SandboxProvider {
  const find = async (where: ReturnType<typeof eq>) => {
    const [row] = await db.select().from(sandboxPaymentIntents).where(where);
    return row;
  };
  return {
    kind: 'sandbox',
    publishableKey: null,
    async createIntent({ amountCents, metadata, idempotencyKey }) {
      const intentId = id('pi');
      await db
        .insert(sandboxPaymentIntents)
        .values({
          id: intentId,
          clientSecret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
          idempotencyKey,
          amountCents,
          currency: 'usd',
          status: 'requires_payment_method',
          metadata,
        })
        .onConflictDoNothing({ target: sandboxPaymentIntents.idempotencyKey });
      return toIntent((await find(eq(sandboxPaymentIntents.idempotencyKey, idempotencyKey)))!);
    },
    async retrieveIntent(intentId) {
      const row = await find(eq(sandboxPaymentIntents.id, intentId));
      if (!row) throw new AppError('NOT_FOUND', 'No such payment intent.');
      return toIntent(row);
    },
    async refund(intentId) {
      const row = await find(eq(sandboxPaymentIntents.id, intentId));
      if (!row || (row.status !== 'succeeded' && row.status !== 'refunded')) throw new AppError('CONFLICT', 'Only a completed payment can be refunded.');
      await db.update(sandboxPaymentIntents).set({ status: 'refunded', updatedAt: new Date() }).where(eq(sandboxPaymentIntents.id, intentId));
      return { id: `re_sandbox_${intentId}` };
    },
    async confirm({ clientSecret, card }) {
      const row = await find(eq(sandboxPaymentIntents.clientSecret, clientSecret));
      if (!row) throw new AppError('NOT_FOUND', 'No such payment.');
      if (row.status === 'succeeded' || row.status === 'refunded') {
        return { intent: toIntent(row), event: { id: `evt_sandbox_confirm_${row.id}_replay`, type: 'payment_intent.succeeded', intentId: row.id } };
      }
      if (row.status === 'canceled') throw new AppError('CONFLICT', 'This payment was canceled. Reload the page to start again.');
      const problems = checkCard(card);
      const firstProblem = Object.entries(problems)[0];
      if (firstProblem) throw new AppError('VALIDATION_FAILED', firstProblem[1], problems);

      const digits = card.number.replace(/\D/g, '');
      const outcome = testCardOutcomes[digits];
      const brand = cardBrand(digits);
      const last4 = digits.slice(-4);
      const eventId = id('evt');
      const [updated] = await db
        .update(sandboxPaymentIntents)
        .set(
          outcome
            ? { status: 'requires_payment_method', lastErrorCode: outcome.code, lastErrorMessage: outcome.message, cardBrand: brand, cardLast4: last4, updatedAt: new Date() }
            : { status: 'succeeded', lastErrorCode: null, lastErrorMessage: null, cardBrand: brand, cardLast4: last4, updatedAt: new Date() },
        )
        .where(eq(sandboxPaymentIntents.id, row.id))
        .returning();
      return {
        intent: toIntent(updated!),
        event: { id: eventId, type: outcome ? 'payment_intent.payment_failed' : 'payment_intent.succeeded', intentId: row.id },
      };
    },
  };
}
