import type { PaymentDisplay } from '@creds/contract';

/**
 * Texts of the payment screens that the spec names but does not word (its titles of the four states,
 * the claim button); the worded ones come from `paymentMessages` in the contract.
 */
export const paymentTitles: Record<PaymentDisplay, string> = {
  paid: 'Payment Successful',
  pending: 'Payment Pending',
  failed: 'Payment Failed',
  loading: 'Loading Payment Status',
};

/** A refunded payment: a state the spec does not have. */
export const refundedTitle = 'Payment Refunded';

/** What a paid page says once the reviewers have decided (the spec's paid text says what happens next, which has happened). */
export const decidedTexts: Partial<Record<string, string>> = {
  verified: 'Your payment has been processed and your certificate has been verified. Download it from your history.',
  unverified: 'Your payment has been processed. Our evaluation team could not verify this course; the e-mail we sent you gives the reason.',
  revoked: 'Your payment has been processed. The certificate issued for this course has since been revoked; the e-mail we sent you gives the reason.',
};

export const claimLabel = 'Claim Certificate';
export const waivedTitle = 'Certificate Requested';
export const waivedText =
  'No payment is due for this certificate. Our evaluation team will now verify your certificate, and we will e-mail you as soon as it is ready.';
