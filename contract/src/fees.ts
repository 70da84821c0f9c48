import { z } from 'zod';

/**
 * The fee schedule of spec section 9. These are the seed values of the price table; the running
 * product reads prices from the database (an admin may change them), never from these constants.
 */
export const priceKeys = [
  'evaluation.individual',
  'evaluation.freelancer.min',
  'evaluation.freelancer.max',
  'evaluation.trainer.first25',
  'evaluation.trainer.next25',
  'evaluation.enterprise',
  'evaluation.enterprisePlus',
  'accreditation.firstYear',
  'accreditation.renewal',
  'accreditation.annualIncreasePercent',
] as const;
export const priceKeySchema = z.enum(priceKeys);
export type PriceKey = z.infer<typeof priceKeySchema>;

export const priceSchema = z.object({
  key: priceKeySchema,
  label: z.string(),
  /** Integer cents, or a whole percentage for `accreditation.annualIncreasePercent`. */
  amount: z.number().int().nonnegative(),
  unit: z.enum(['cents', 'percent']),
  updatedAt: z.string(),
});
export type Price = z.infer<typeof priceSchema>;
export type PriceTable = Record<PriceKey, number>;

export const pricesResponseSchema = z.object({ msg: z.array(priceSchema) });

export const defaultPrices: readonly { key: PriceKey; label: string; amount: number; unit: 'cents' | 'percent' }[] = [
  { key: 'evaluation.individual', label: 'Individual evaluation, per certificate', amount: 500, unit: 'cents' },
  { key: 'evaluation.freelancer.min', label: 'Freelancer package (testing, portfolio review and certificate), from', amount: 4500, unit: 'cents' },
  { key: 'evaluation.freelancer.max', label: 'Freelancer package (testing, portfolio review and certificate), up to', amount: 6300, unit: 'cents' },
  { key: 'evaluation.trainer.first25', label: 'Trainer, per certificate for the first 25 participants', amount: 300, unit: 'cents' },
  { key: 'evaluation.trainer.next25', label: 'Trainer, per certificate for participants 26 to 50', amount: 250, unit: 'cents' },
  { key: 'evaluation.enterprise', label: 'Enterprise (51 to 100 participants), per certificate per course', amount: 200, unit: 'cents' },
  { key: 'evaluation.enterprisePlus', label: 'Enterprise Plus (101 or more participants), per certificate per course', amount: 150, unit: 'cents' },
  { key: 'accreditation.firstYear', label: 'Accreditation, registration and first year', amount: 19_900, unit: 'cents' },
  { key: 'accreditation.renewal', label: 'Accreditation renewal, per year', amount: 14_900, unit: 'cents' },
  { key: 'accreditation.annualIncreasePercent', label: 'Accreditation renewal, annual increase', amount: 5, unit: 'percent' },
];

/** The evaluation plans of spec section 3, with who they are for. */
export const evaluationPlans = [
  { name: 'Individual', audience: 'One person, one certificate', participants: '1' },
  { name: 'Freelancer', audience: 'Testing, portfolio review and certificate', participants: '1' },
  { name: 'Trainer', audience: 'Training providers', participants: '25 to 50' },
  { name: 'Enterprise', audience: 'Companies and institutes', participants: '51 to 100' },
  { name: 'Enterprise Plus', audience: 'Large organisations', participants: '101 or more' },
] as const;

/** Credit packages (spec sections 2 and 9); purchase is not offered yet. */
export const creditPackages = [
  { credits: 100, priceCents: 1_000, popular: false },
  { credits: 250, priceCents: 2_000, popular: true },
  { credits: 500, priceCents: 3_500, popular: false },
  { credits: 1_000, priceCents: 6_000, popular: false },
] as const;

export function toPriceTable(prices: readonly { key: PriceKey; amount: number }[]): PriceTable {
  return Object.fromEntries(prices.map((price) => [price.key, price.amount])) as PriceTable;
}

/** "$5.00" from 500: an amount to pay, always with two decimals (spec section 9, "Money"). */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** A fee as the fee tables of spec section 9 write it: "$5", "$199", with cents only when there are any ("$2.50"). */
export function formatFee(cents: number): string {
  const minimumFractionDigits = cents % 100 === 0 ? 0 : 2;
  return (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits });
}

/** "$45 to $63" from 4500 and 6300. */
export function formatFeeRange(minCents: number, maxCents: number): string {
  return `${formatFee(minCents)} to ${formatFee(maxCents)}`;
}

/**
 * What a group of participants pays for one course's certificates, in cents. Fewer than 25 are no
 * group (Trainer starts at 25): each pays the individual rate. Trainer groups (25 to 50) pay the
 * first-25 rate for the first 25 and the next-25 rate after; 51 to 100 pay the Enterprise rate for
 * every certificate, 101 and more the Enterprise Plus rate.
 */
export function groupEvaluationCents(participants: number, prices: PriceTable): number {
  if (!Number.isInteger(participants) || participants < 1) throw new RangeError('participants must be a positive integer');
  if (participants < 25) return participants * prices['evaluation.individual'];
  if (participants <= 50) {
    const first = Math.min(participants, 25);
    return first * prices['evaluation.trainer.first25'] + (participants - first) * prices['evaluation.trainer.next25'];
  }
  if (participants <= 100) return participants * prices['evaluation.enterprise'];
  return participants * prices['evaluation.enterprisePlus'];
}

/**
 * The accreditation fee for a year of accreditation: year 1 is registration and the first year; year 2
 * the renewal; each later year 5 % (the table's rate) more than the one before, rounded half up to the cent.
 */
export function accreditationFeeCents(year: number, prices: PriceTable): number {
  if (!Number.isInteger(year) || year < 1) throw new RangeError('year must be 1 or more');
  if (year === 1) return prices['accreditation.firstYear'];
  // Year by year from the fee actually charged the year before, so each renewal is exactly the rate
  // more than the last one (as the fee tables say), in integers: 110 cents at 15 % is 126.5 exactly,
  // which floating point sees as 126.4999…
  const factor = 100 + prices['accreditation.annualIncreasePercent'];
  let cents = prices['accreditation.renewal'];
  for (let later = 2; later < year; later++) {
    // Half a cent or more rounds up.
    cents = Math.floor((cents * factor + 50) / 100);
  }
  return cents;
}
