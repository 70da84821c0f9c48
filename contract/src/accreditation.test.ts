import { describe, expect, it } from 'vitest';
import { accreditationMessages, applicationFieldsSchema } from './accreditation.js';

const issueOf = (field: string, value: unknown) =>
  applicationFieldsSchema.shape[field as keyof typeof applicationFieldsSchema.shape].safeParse(value).error?.issues[0]?.message;

describe('the accreditation application numbers', () => {
  it('says the same plain message for a number out of range, however long it is', () => {
    for (const value of ['0', '10000001', '1000000000000', '12345678901234567890']) {
      expect(issueOf('learnersPerYear', value), value).toBe(accreditationMessages.learnersInvalid);
    }
    expect(issueOf('learnersPerYear', '1,200')).toBeUndefined();
    expect(issueOf('yearFounded', '0001')).toBe(accreditationMessages.yearFoundedInvalid);
    expect(issueOf('yearFounded', '1998')).toBeUndefined();
  });
});
