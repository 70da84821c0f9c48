import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatExpiry } from './card-format';

describe('card number', () => {
  it('groups digits as the card does and stops at the brand’s length', () => {
    expect(formatCardNumber('4242424242424242999')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('3782 8224 6310 005')).toBe('3782 822463 10005');
    expect(formatCardNumber('36227206271667')).toBe('3622 720627 1667');
    expect(formatCardNumber('ab12')).toBe('12');
  });
});

describe('expiry', () => {
  it('writes MM / YY, padding a lone month digit above 1', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('4')).toBe('04 / ');
    expect(formatExpiry('12')).toBe('12 / ');
    expect(formatExpiry('1234')).toBe('12 / 34');
    expect(formatExpiry('12 / 345')).toBe('12 / 34');
  });

  it('lets the separator go when deleting', () => {
    expect(formatExpiry('12 /', true)).toBe('12');
    expect(formatExpiry('1', true)).toBe('1');
    expect(formatExpiry('4', true)).toBe('4');
  });
});
