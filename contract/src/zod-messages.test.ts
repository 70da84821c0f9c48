import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sandboxConfirmInputSchema } from './index.js';

const messages = (schema: z.ZodType, value: unknown) => (schema.safeParse(value).error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('plain messages for checks a schema does not word', () => {
  it('says what is missing or wrong in words, not in the validator’s terms', () => {
    expect(messages(sandboxConfirmInputSchema, { card: { number: '4242', expiry: '12/30', cvc: '12345' } })).toEqual([
      'clientSecret: This field is required',
      'card.cvc: Must be at most 4 characters',
    ]);
    expect(messages(z.object({ count: z.number().int().min(1) }), { count: 1.5 })).toEqual(['count: Must be a whole number']);
    expect(messages(z.object({ count: z.number() }), { count: 'seven' })).toEqual(['count: Must be a number']);
    expect(messages(z.object({ status: z.enum(['verified', 'unverified']) }), { status: 'maybe' })).toEqual(['status: Must be one of: verified, unverified']);
    expect(messages(z.object({ tags: z.array(z.string()).max(2) }), { tags: ['a', 'b', 'c'] })).toEqual(['tags: Must have at most 2 items']);
  });

  it('leaves a schema’s own message alone', () => {
    expect(messages(z.object({ name: z.string({ error: 'Username is required' }) }), {})).toEqual(['name: Username is required']);
  });
});
