import { describe, expect, it } from 'vitest';
import { cardMessages, checkCard } from './payments.js';

describe('checkCard', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  const card = (expiry: string) => checkCard({ number: '4242 4242 4242 4242', expiry, cvc: '123' }, now);

  it('names what is wrong with the expiry: incomplete, a month that does not exist, or past', () => {
    expect(card('12 / 30')).toEqual({});
    expect(card('1')).toEqual({ expiry: cardMessages.expiryIncomplete });
    expect(card('13 / 30')).toEqual({ expiry: cardMessages.expiryMonthInvalid });
    expect(card('00 / 30')).toEqual({ expiry: cardMessages.expiryMonthInvalid });
    expect(card('05 / 26')).toEqual({ expiry: cardMessages.expiryPast });
  });
});
