import { cardBrand, type CardBrand } from '@creds/contract';

/** Digits a card of this brand has (the lengths `checkCard` expects). */
export function cardLength(brand: CardBrand): number {
  if (brand === 'amex') return 15;
  if (brand === 'diners') return 14;
  return 16;
}

/** "4242 4242 4242 4242"; American Express and Diners as 4-6-5 and 4-6-4, as on the card. */
export function formatCardNumber(value: string): string {
  const brand = cardBrand(value);
  const digits = value.replace(/\D/g, '').slice(0, cardLength(brand));
  if (brand === 'amex' || brand === 'diners') {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10)].filter(Boolean).join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * "MM / YY" as the provider's expiry field writes it: a first digit above 1 is a month on its own
 * ("4" → "04 / "), the separator appears after the month and goes again when deleting.
 */
export function formatExpiry(value: string, isDeleting = false): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  if (digits.length === 0) return '';
  if (digits.length === 1) return !isDeleting && Number(digits) > 1 ? `0${digits} / ` : digits;
  const month = digits.slice(0, 2);
  const year = digits.slice(2);
  if (year.length === 0) return isDeleting ? month : `${month} / `;
  return `${month} / ${year}`;
}

export function cvcLength(brand: CardBrand): number {
  return brand === 'amex' ? 4 : 3;
}

export const brandNames: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  unknown: 'Card',
};
