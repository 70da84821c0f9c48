export { creditPackages } from '@creds/contract';

/** The credits shown everywhere until purchases open (spec section 9). */
export const availableCredits = 0;

export function formatDollars(cents: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);
}
