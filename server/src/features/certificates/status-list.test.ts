import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as vc from '@digitalbazaar/vc';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDocumentLoader } from './document-loader.js';
import { issuerDocument } from './open-badge.js';
import { generateSigningKey } from './signing-key.js';
import type { SigningKey } from './signing-key.js';
import { buildStatusListCredential, decodeStatusList, encodeStatusList, isIndexSet, minimumStatusListLength } from './status-list.js';
import { publicUrl } from '../../test/certificate-fixtures.js';

const statusListUrl = `${publicUrl}/api/certificate/status-list/1`;
let key: SigningKey;

function setBits(bytes: Uint8Array): number[] {
  const indexes: number[] = [];
  bytes.forEach((byte, at) => {
    for (let bit = 0; bit < 8; bit += 1) if (byte & (0x80 >> bit)) indexes.push(at * 8 + bit);
  });
  return indexes;
}

beforeAll(async () => {
  key = await generateSigningKey();
});

describe('bitstring status list', () => {
  it('sets exactly the revoked indexes, bit 0 being the first bit of the first byte', () => {
    const revoked = [0, 7, 8, 1000, 131_071];
    const bytes = decodeStatusList(encodeStatusList(revoked));
    expect(setBits(bytes)).toEqual(revoked);
    expect(decodeStatusList(encodeStatusList([0]))[0]).toBe(0x80);
  });

  it('is GZIP + base64url multibase, at least 131,072 bits long', () => {
    const encoded = encodeStatusList([], 100);
    expect(encoded).toMatch(/^u[A-Za-z0-9_-]+$/);
    expect(Buffer.from(encoded.slice(1), 'base64url').subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    expect(decodeStatusList(encoded).length * 8).toBe(minimumStatusListLength);
    expect(decodeStatusList(encodeStatusList([], 200_001)).length * 8).toBe(200_008);
  });

  it('refuses indexes outside the list', () => {
    expect(() => encodeStatusList([minimumStatusListLength])).toThrow(RangeError);
    expect(() => encodeStatusList([-1])).toThrow(RangeError);
    expect(() => encodeStatusList([1.5])).toThrow(RangeError);
  });

  it('is published as a signed BitstringStatusListCredential marking only the revoked certificates', async () => {
    const revoked = [3, 42, 977];
    const credential = await buildStatusListCredential(revoked, minimumStatusListLength, {
      statusListUrl,
      publicUrl,
      key,
      validFrom: new Date('2025-06-01T08:30:00.123Z'),
    });
    expect(credential).toMatchObject({
      '@context': ['https://www.w3.org/ns/credentials/v2'],
      id: statusListUrl,
      type: ['VerifiableCredential', 'BitstringStatusListCredential'],
      issuer: { id: 'did:web:creds.example' },
      validFrom: '2025-06-01T08:30:00Z',
      credentialSubject: { id: `${statusListUrl}#list`, type: 'BitstringStatusList', statusPurpose: 'revocation' },
      proof: { type: 'DataIntegrityProof', cryptosuite: 'eddsa-rdfc-2022' },
    });
    for (let index = 0; index < 1000; index += 1) expect(isIndexSet(credential, index), String(index)).toBe(revoked.includes(index));

    const { didDocument } = issuerDocument(publicUrl, key);
    const verify = (candidate: unknown) =>
      vc.verifyCredential({ credential: candidate, suite: new DataIntegrityProof({ cryptosuite }), documentLoader: createDocumentLoader({ didDocument }) });
    expect((await verify(credential)).verified).toBe(true);
    // Un-revoking a certificate by editing the list breaks its signature.
    const edited = structuredClone(credential);
    edited.credentialSubject.encodedList = encodeStatusList([3, 42]);
    expect((await verify(edited)).verified).toBe(false);
  });

  it('reads only status lists, within their length', async () => {
    expect(() => isIndexSet({ credentialSubject: { type: 'AchievementSubject' } }, 1)).toThrow('not a BitstringStatusListCredential');
    expect(() => isIndexSet(null, 1)).toThrow('not a BitstringStatusListCredential');
    const list = { credentialSubject: { type: 'BitstringStatusList', encodedList: encodeStatusList([1]) } };
    expect(() => isIndexSet(list, minimumStatusListLength)).toThrow(RangeError);
    expect(isIndexSet(list, 1)).toBe(true);
  });
});
