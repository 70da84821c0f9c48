import { randomInt } from 'node:crypto';

// Damm's quasigroup of order 10: its check digit catches every single-digit error and every swap of two
// adjacent digits, the two mistakes people make when typing a number.
const dammTable = [
  [0, 3, 1, 7, 5, 9, 8, 6, 4, 2],
  [7, 0, 9, 2, 1, 5, 4, 8, 6, 3],
  [4, 2, 0, 6, 8, 7, 1, 3, 5, 9],
  [1, 7, 5, 0, 9, 8, 3, 4, 2, 6],
  [6, 1, 2, 3, 0, 4, 5, 9, 7, 8],
  [3, 6, 7, 4, 2, 0, 9, 5, 8, 1],
  [5, 8, 6, 9, 7, 2, 0, 1, 3, 4],
  [8, 9, 4, 5, 3, 6, 2, 0, 1, 7],
  [9, 4, 3, 8, 6, 1, 7, 2, 0, 5],
  [2, 5, 8, 1, 4, 3, 6, 7, 9, 0],
] as const;

/** Damm's interim digit of a string of digits: the check digit to append, or 0 when the string already ends in a correct one. */
export function dammDigit(digits: string): number {
  let interim = 0;
  for (const char of digits) interim = dammTable[interim]![Number(char)]!;
  return interim;
}

export const certificateIdLength = 8;

/**
 * A new certificate id: 7 random digits (never starting with 0, so the id survives being read as a number)
 * and a Damm check digit. Random, not sequential, so knowing one id tells nothing about the others; the
 * caller retries on the unique-index collision that 9 million possible ids make rare.
 */
export function newCertificateId(): string {
  const body = String(randomInt(1_000_000, 10_000_000));
  return `${body}${dammDigit(body)}`;
}

export function isValidCertificateId(id: string): boolean {
  return new RegExp(`^[0-9]{${certificateIdLength}}$`).test(id) && dammDigit(id) === 0;
}

/** What a person typed, with the spaces and dashes they may have added ("1234 5678") removed. */
export function normalizeCertificateId(input: string): string {
  return input.replace(/[\s-]+/g, '');
}
