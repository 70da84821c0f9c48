import { formatCents } from '@creds/contract';

/** "Pay $5.00": the payment form's submit label (spec: "Pay $" plus cents / 100 with two decimals). */
export function payLabel(amountCents: number): string {
  return `Pay ${formatCents(amountCents)}`;
}
