import { describe, expect, it } from 'vitest';
import { accreditationFeeCents, defaultPrices, formatCents, formatFee, formatFeeRange, groupEvaluationCents, toPriceTable } from './fees.js';

const prices = toPriceTable(defaultPrices);

describe('fees', () => {
  it('formats cents as dollars with two decimals', () => {
    expect(formatCents(500)).toBe('$5.00');
    expect(formatCents(19_900)).toBe('$199.00');
    expect(formatCents(250)).toBe('$2.50');
  });

  it('formats fees as the spec writes them: whole dollars without decimals, cents only when needed', () => {
    expect(formatFee(500)).toBe('$5');
    expect(formatFee(19_900)).toBe('$199');
    expect(formatFee(14_900)).toBe('$149');
    expect(formatFee(250)).toBe('$2.50');
    expect(formatFee(150)).toBe('$1.50');
    expect(formatFee(15_645)).toBe('$156.45');
    expect(formatFee(1_234_500)).toBe('$12,345');
    expect(formatFee(0)).toBe('$0');
    expect(formatFeeRange(4_500, 6_300)).toBe('$45 to $63');
  });

  it('prices trainer groups in two tiers and larger groups at one rate', () => {
    // Below the Trainer group's 25, each certificate is an individual one.
    expect(groupEvaluationCents(1, prices)).toBe(500);
    expect(groupEvaluationCents(24, prices)).toBe(24 * 500);
    expect(groupEvaluationCents(25, prices)).toBe(25 * 300);
    expect(groupEvaluationCents(26, prices)).toBe(25 * 300 + 250);
    expect(groupEvaluationCents(50, prices)).toBe(25 * 300 + 25 * 250);
    expect(groupEvaluationCents(51, prices)).toBe(51 * 200);
    expect(groupEvaluationCents(100, prices)).toBe(100 * 200);
    expect(groupEvaluationCents(101, prices)).toBe(101 * 150);
    expect(() => groupEvaluationCents(0, prices)).toThrow(RangeError);
  });

  it('charges $199 for the first accreditation year, $149 for the second, then 5 % more each year', () => {
    expect(accreditationFeeCents(1, prices)).toBe(19_900);
    expect(accreditationFeeCents(2, prices)).toBe(14_900);
    expect(accreditationFeeCents(3, prices)).toBe(15_645);
    expect(accreditationFeeCents(4, prices)).toBe(16_427);
    // 5 % on the $164.27 charged in year 4 is $172.4835: $172.48 (not 5 % compounded on $149, $172.49).
    expect(accreditationFeeCents(5, prices)).toBe(17_248);
    // 18 110 × 1.05 is 19 015.5 exactly: the half cent rounds up.
    expect(accreditationFeeCents(7, prices)).toBe(19_016);
  });
});
