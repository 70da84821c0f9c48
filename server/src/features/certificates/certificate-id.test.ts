import { describe, expect, it } from 'vitest';
import { dammDigit, isValidCertificateId, newCertificateId, normalizeCertificateId } from './certificate-id.js';

describe('certificate ids', () => {
  it('are 8 digits, not starting with 0, ending in a check digit that validates', () => {
    for (let i = 0; i < 500; i += 1) {
      const id = newCertificateId();
      expect(id).toMatch(/^[1-9][0-9]{7}$/);
      expect(isValidCertificateId(id)).toBe(true);
    }
  });

  it('are random, not a sequence', () => {
    const ids = Array.from({ length: 200 }, () => Number(newCertificateId().slice(0, 7)));
    expect(new Set(ids).size).toBeGreaterThan(195);
    const steps = ids.slice(1).map((id, index) => id - ids[index]!);
    expect(new Set(steps).size).toBeGreaterThan(190);
  });

  it('uses the Damm check digit (known example: 572 → 4)', () => {
    expect(dammDigit('572')).toBe(4);
    expect(dammDigit('5724')).toBe(0);
  });

  it('rejects every single-digit typo and every swap of two adjacent digits', () => {
    const id = newCertificateId();
    for (let position = 0; position < id.length; position += 1) {
      for (let digit = 0; digit <= 9; digit += 1) {
        if (String(digit) === id[position]) continue;
        expect(isValidCertificateId(id.slice(0, position) + digit + id.slice(position + 1))).toBe(false);
      }
    }
    for (let position = 0; position < id.length - 1; position += 1) {
      if (id[position] === id[position + 1]) continue;
      const swapped = id.slice(0, position) + id[position + 1] + id[position] + id.slice(position + 2);
      expect(isValidCertificateId(swapped)).toBe(false);
    }
  });

  it('rejects anything that is not 8 digits', () => {
    for (const id of ['', '1234567', '123456789', '1234567a', ' 48213574', '4821-3574']) expect(isValidCertificateId(id)).toBe(false);
  });

  it('normalizes what a person typed', () => {
    expect(normalizeCertificateId(' 4821 3574 ')).toBe('48213574');
    expect(normalizeCertificateId('4821-3574')).toBe('48213574');
  });
});
