import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildCredential, issuerDocument, signCredential } from './open-badge.js';
import type { IssuerDocuments, SignedCredential } from './open-badge.js';
import { generateSigningKey } from './signing-key.js';
import type { SigningKey } from './signing-key.js';
import { credentialInput, publicUrl } from '../../test/certificate-fixtures.js';
import { verifyCredential } from './verify-credential.js';
import type { RevocationState } from './verify-credential.js';

let key: SigningKey;
let issuer: IssuerDocuments;
let signed: SignedCredential;
const notRevoked = async (): Promise<RevocationState> => ({ revoked: false });

function stepsOf(result: { steps: { id: string; ok: boolean }[] }) {
  return Object.fromEntries(result.steps.map((step) => [step.id, step.ok]));
}

beforeAll(async () => {
  key = await generateSigningKey();
  issuer = issuerDocument(publicUrl, key);
  signed = await signCredential(buildCredential(credentialInput()), key);
});

describe('verifying an uploaded credential', () => {
  it('passes every step for a credential the provider issued, looking up its status index', async () => {
    const isRevoked = vi.fn(notRevoked);
    const result = await verifyCredential(JSON.stringify(signed), { issuer, isRevoked });
    expect(result.valid).toBe(true);
    expect(result.steps.map((step) => step.id)).toEqual(['parse', 'issuer', 'dates', 'signature', 'status']);
    expect(result.steps.every((step) => step.ok && step.message.length > 10)).toBe(true);
    expect(result.steps.find((step) => step.id === 'issuer')?.message).toContain('Creds Credential Evaluation Services');
    expect(result.credential).toEqual(signed);
    expect(isRevoked).toHaveBeenCalledWith(7);
  });

  it('accepts the parsed object and the raw file bytes alike', async () => {
    expect((await verifyCredential(signed, { issuer, isRevoked: notRevoked })).valid).toBe(true);
    expect((await verifyCredential(Buffer.from(JSON.stringify(signed)), { issuer, isRevoked: notRevoked })).valid).toBe(true);
  });

  it('says when and why a certificate was revoked', async () => {
    const result = await verifyCredential(signed, {
      issuer,
      isRevoked: async () => ({ revoked: true, revokedAt: '2025-07-01T12:00:00.000Z', reason: 'The proof of completion was forged.' }),
    });
    expect(result.valid).toBe(false);
    expect(stepsOf(result)).toEqual({ parse: true, issuer: true, dates: true, signature: true, status: false });
    expect(result.steps.at(-1)?.message).toBe('Revoked by Creds Credential Evaluation Services on 2025-07-01: The proof of completion was forged.');
    expect(result.revocation).toMatchObject({ revoked: true });
  });

  it('fails the signature of a changed credential and does not trust its status entry', async () => {
    const tampered = structuredClone(signed) as SignedCredential & { credentialSubject: { name: string } };
    tampered.credentialSubject.name = 'Eve Mallory';
    const isRevoked = vi.fn(notRevoked);
    const result = await verifyCredential(tampered, { issuer, isRevoked });
    expect(result.valid).toBe(false);
    expect(stepsOf(result)).toEqual({ parse: true, issuer: true, dates: true, signature: false, status: false });
    expect(result.steps.find((step) => step.id === 'signature')?.message).toMatch(/does not match/);
    expect(isRevoked).not.toHaveBeenCalled();
  });

  it("rejects a credential of another issuer, or signed with a key the provider doesn't publish", async () => {
    const otherKey = await generateSigningKey();
    const foreign = await signCredential(buildCredential(credentialInput({ publicUrl: 'https://diploma-mill.example' })), otherKey);
    const foreignResult = await verifyCredential(foreign, { issuer, isRevoked: notRevoked });
    expect(stepsOf(foreignResult)).toMatchObject({ parse: true, issuer: false, signature: false, status: false });
    expect(foreignResult.steps.find((step) => step.id === 'issuer')?.message).toContain('did:web:diploma-mill.example');

    const impostor = await signCredential(buildCredential(credentialInput()), otherKey);
    const impostorResult = await verifyCredential(impostor, { issuer, isRevoked: notRevoked });
    expect(stepsOf(impostorResult)).toMatchObject({ parse: true, issuer: false, signature: false });
    expect(impostorResult.steps.find((step) => step.id === 'issuer')?.message).toContain('does not publish');
  });

  it('flags a credential dated in the future', async () => {
    const future = await signCredential(buildCredential(credentialInput({ issuedOn: new Date('2099-01-01T00:00:00Z') })), key);
    const result = await verifyCredential(future, { issuer, isRevoked: notRevoked, now: new Date('2025-08-01T00:00:00Z') });
    expect(stepsOf(result)).toEqual({ parse: true, issuer: true, dates: false, signature: true, status: true });
    expect(result.valid).toBe(false);
  });

  it('stops at the first step for a file that is not an Open Badges credential', async () => {
    const cases: [unknown, RegExp][] = [
      ['{ not json', /not valid JSON/],
      ['[1, 2]', /no JSON object/],
      [{ '@context': ['https://www.w3.org/2018/credentials/v1'], type: ['VerifiableCredential'] }, /not a W3C Verifiable Credential/],
      [{ ...signed, '@context': ['https://www.w3.org/ns/credentials/v2'] }, /not an Open Badges 3.0 credential/],
      [{ ...signed, proof: undefined }, /no signature/],
    ];
    for (const [input, message] of cases) {
      const result = await verifyCredential(input, { issuer, isRevoked: notRevoked });
      expect(result.valid).toBe(false);
      expect(result.steps).toHaveLength(1);
      expect(result.steps[0]).toMatchObject({ id: 'parse', ok: false, message: expect.stringMatching(message) });
    }
  });
});
