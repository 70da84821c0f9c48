import { z } from 'zod';

export const paymentMessages = {
  completed: 'Payment completed successfully!',
  failed: 'Payment failed',
  elementsMissing: 'Stripe elements not found.',
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expiredCard: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  incorrectNumber: 'Your card number is incorrect.',
  idRequired: 'Error: Equivalence ID is required',
  pendingText:
    'Please complete the payment to continue to receive your certificate. If you have already paid, please wait for the payment to be processed, and check back later.',
  payPrompt: 'Please pay this amount to receive your Evaluated and Accredited ASEI Certificate.',
  /** Under the Payment Details title (the page behind it already shows the pay prompt). */
  cardPrompt: 'Enter your card details to pay for your certificate of evaluation.',
  failedText: 'Your payment could not be processed. Please try again or contact support, and check back later.',
  loadingText: 'Loading your payment status. Please wait...',
  paidText:
    'Your payment has been processed. Our evaluation team will now verify your certificate, and we will e-mail you as soon as it is ready.',
  refundWindow: 'Refunds are available within 7 days of payment.',
  /** The refund was confirmed on a page that no longer shows what it takes back with it. */
  refundCertificateChanged: (certificateId: string | null) =>
    certificateId
      ? `Since you opened this page, certificate ${certificateId} was issued for this payment, and a refund would take it back too. Nothing was refunded: check the page again, then refund.`
      : 'Since you opened this page, the certificate this refund would have taken back was revoked or withdrawn. Nothing was refunded: check the page again, then refund.',
} as const;

/**
 * POST admin/payments/{id}/refund: the certificate the admin was told the refund takes back with it (an
 * evaluation's certificate, or an approved application's accreditation certificate), null for none. When it is
 * not the one the payment has now, nothing is refunded (409). Omitted: no such check (scripts).
 */
export const refundPaymentInputSchema = z.object({ expectedCertificateId: z.string().max(64).nullable().optional() }).nullish();
export type RefundPaymentInput = z.infer<typeof refundPaymentInputSchema>;

/** Refunds are available this long after payment (FAQ). */
export const refundWindowDays = 7;

/** Stripe's PaymentIntent statuses that this product meets, plus `refunded` once money went back. */
export const paymentStatuses = ['requires_payment_method', 'requires_confirmation', 'requires_action', 'processing', 'succeeded', 'canceled', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** The four states of the payment page (spec section 4: canceled → failed, succeeded → paid, else pending). */
export type PaymentDisplay = 'paid' | 'pending' | 'failed' | 'loading';

export function paymentDisplay(status: string | null | undefined, loading = false): PaymentDisplay {
  if (loading || status === undefined || status === null) return 'loading';
  if (status === 'succeeded') return 'paid';
  if (status === 'canceled') return 'failed';
  return 'pending';
}

/** True when a history row's payment is done (spec: pending with paid or succeeded → done icon). */
export function isPaid(paymentStatus: string | null | undefined): boolean {
  return paymentStatus === 'paid' || paymentStatus === 'succeeded';
}

export const badgeStatusResponseSchema = z.object({
  msg: z.object({
    exists: z.boolean(),
    /** The evaluation's status (`pending` once the certificate is requested). */
    status: z.string(),
    paymentStatus: z.string().nullable(),
    /** For the card form; absent once paid. */
    clientSecret: z.string().nullable(),
    /** In dollars, as the spec's client expects (it multiplies by 100). */
    amount: z.number(),
    amountCents: z.number().int(),
    currency: z.literal('usd'),
    provider: z.enum(['stripe', 'sandbox', 'waiver']),
    publishableKey: z.string().nullable(),
    waived: z.boolean(),
    failureMessage: z.string().nullable(),
    card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
    paidAt: z.string().nullable(),
    refundedAt: z.string().nullable(),
  }),
});
export type BadgeStatus = z.infer<typeof badgeStatusResponseSchema>['msg'];

/** The status call's answer for an id that is not one of the user's evaluations (spec: "does not exist" → /history). */
export const badgeStatusMissingSchema = z.object({ msg: z.object({ exists: z.literal(false) }) });

/**
 * What the client accepts as a status answer: the spec's four fields (exists, paymentStatus,
 * clientSecret, amount in dollars) suffice; what this server adds takes a neutral value when absent,
 * and `exists: false` alone is enough. The server answers with `badgeStatusResponseSchema`.
 */
export const badgeStatusAnswerSchema = z.object({
  msg: z
    .object({
      exists: z.boolean(),
      status: z.string().default('pending'),
      paymentStatus: z.string().nullable().default(null),
      clientSecret: z.string().nullable().default(null),
      amount: z.number().default(0),
      amountCents: z.number().int().optional(),
      currency: z.literal('usd').default('usd'),
      provider: z.enum(['stripe', 'sandbox', 'waiver']).default('sandbox'),
      publishableKey: z.string().nullable().default(null),
      waived: z.boolean().default(false),
      failureMessage: z.string().nullable().default(null),
      card: z.object({ brand: z.string(), last4: z.string() }).nullable().default(null),
      paidAt: z.string().nullable().default(null),
      refundedAt: z.string().nullable().default(null),
    })
    .transform((status): BadgeStatus => ({ ...status, amountCents: status.amountCents ?? Math.round(status.amount * 100) })),
});

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'unknown';

export function cardBrand(number: string): CardBrand {
  const digits = number.replace(/\D/g, '');
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  if (/^3(0[0-5]|[68])/.test(digits)) return 'diners';
  if (/^35/.test(digits)) return 'jcb';
  if (/^62/.test(digits)) return 'unionpay';
  return 'unknown';
}

export function passesLuhn(number: string): boolean {
  const digits = number.replace(/\D/g, '');
  if (digits.length < 12 || digits.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export const cardMessages = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryMonthInvalid: "Your card's expiration month is invalid.",
  expiryPast: "Your card's expiration year is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
} as const;

/** Checks a card as the provider's fields do; `now` is passed for testing. */
export function checkCard(card: { number: string; expiry: string; cvc: string }, now = new Date()): Partial<Record<'number' | 'expiry' | 'cvc', string>> {
  const problems: Partial<Record<'number' | 'expiry' | 'cvc', string>> = {};
  const digits = card.number.replace(/\D/g, '');
  const brand = cardBrand(digits);
  const expectedLength = brand === 'amex' ? 15 : brand === 'diners' ? 14 : 16;
  if (digits.length < expectedLength) problems.number = cardMessages.numberIncomplete;
  else if (!passesLuhn(digits)) problems.number = cardMessages.numberInvalid;

  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(card.expiry);
  if (!expiry) problems.expiry = cardMessages.expiryIncomplete;
  else {
    const month = Number(expiry[1]);
    const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
    const endOfMonth = new Date(year, month, 1);
    if (month < 1 || month > 12) problems.expiry = cardMessages.expiryMonthInvalid;
    else if (endOfMonth <= now) problems.expiry = cardMessages.expiryPast;
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) problems.cvc = cardMessages.cvcIncomplete;
  return problems;
}

/** The sandbox's card form posts this (never stored: only the brand and the last four digits are kept). */
export const sandboxConfirmInputSchema = z.object({
  clientSecret: z.string().min(10).max(200),
  card: z.object({
    number: z.string().max(30),
    expiry: z.string().max(10),
    cvc: z.string().max(4),
    name: z.string().max(100).optional(),
  }),
});
export type SandboxConfirmInput = z.infer<typeof sandboxConfirmInputSchema>;

export const sandboxConfirmResponseSchema = z.object({
  msg: z.object({
    status: z.string(),
    error: z.object({ code: z.string(), message: z.string() }).nullable(),
  }),
});
