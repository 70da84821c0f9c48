import { describe, expect, it } from 'vitest';
import { parsePriceInput, priceInputText, priceMessages } from './price-editor';

describe('price input', () => {
  it('reads dollars into cents and whole percentages as they are', () => {
    expect(parsePriceInput('5', 'cents')).toEqual({ amount: 500 });
    expect(parsePriceInput('$4.50', 'cents')).toEqual({ amount: 450 });
    expect(parsePriceInput('0.1', 'cents')).toEqual({ amount: 10 });
    expect(parsePriceInput('6', 'percent')).toEqual({ amount: 6 });
  });

  it('refuses what is not an amount', () => {
    expect(parsePriceInput('4.555', 'cents')).toEqual({ error: priceMessages.invalidMoney });
    expect(parsePriceInput('-1', 'cents')).toEqual({ error: priceMessages.invalidMoney });
    expect(parsePriceInput('5.5', 'percent')).toEqual({ error: priceMessages.invalidPercent });
  });

  it('shows stored amounts in the unit people type', () => {
    expect(priceInputText({ amount: 19_900, unit: 'cents' })).toBe('199.00');
    expect(priceInputText({ amount: 5, unit: 'percent' })).toBe('5');
  });
});
