import { gunzipSync, gzipSync } from 'node:zlib';
import { contextUrls } from './document-loader.js';
import { credentialDateTime, didWebFromUrl, signCredential } from './open-badge.js';
import type { JsonObject, SignedCredential, UnsignedCredential } from './open-badge.js';
import type { SigningKey } from './signing-key.js';

/** The Bitstring Status List spec's minimum length (16 KiB), so one list hides which credential is which. */
export const minimumStatusListLength = 131_072;

/**
 * Encodes a bitstring with the given bits set, as the spec writes it: GZIP, then multibase base64url ('u',
 * no padding). Bit 0 is the most significant bit of the first byte. `length` is raised to the minimum and
 * rounded up to whole bytes.
 */
export function encodeStatusList(setIndexes: Iterable<number>, length: number = minimumStatusListLength): string {
  const bits = Math.ceil(Math.max(length, minimumStatusListLength) / 8) * 8;
  const bytes = new Uint8Array(bits / 8);
  for (const index of setIndexes) {
    if (!Number.isInteger(index) || index < 0 || index >= bits) {
      throw new RangeError(`Status list index ${index} is outside the list of ${bits} entries.`);
    }
    bytes[index >> 3]! |= 0x80 >> (index & 7);
  }
  return `u${gzipSync(bytes).toString('base64url')}`;
}

/** The bitstring of an encodedList; throws when it is not a GZIP'd base64url multibase string. */
export function decodeStatusList(encodedList: string): Uint8Array {
  if (!encodedList.startsWith('u')) throw new Error('The status list is not base64url multibase (it must start with "u").');
  return new Uint8Array(gunzipSync(Buffer.from(encodedList.slice(1), 'base64url')));
}

export interface StatusListOptions {
  /** Where the status list credential is published: the `statusListCredential` of every entry pointing into it. */
  statusListUrl: string;
  publicUrl: string;
  key: SigningKey;
  /** When this version of the list was made, e.g. the time of the latest revocation. */
  validFrom: Date;
}

export interface StatusListCredential extends SignedCredential {
  credentialSubject: { id: string; type: 'BitstringStatusList'; statusPurpose: 'revocation'; encodedList: string };
}

/** The signed BitstringStatusListCredential (revocation) in which exactly `revokedIndexes` are set. */
export async function buildStatusListCredential(
  revokedIndexes: Iterable<number>,
  length: number,
  options: StatusListOptions,
): Promise<StatusListCredential> {
  const credential: UnsignedCredential = {
    '@context': [contextUrls.credentialsV2],
    id: options.statusListUrl,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: { id: didWebFromUrl(options.publicUrl) },
    validFrom: credentialDateTime(options.validFrom),
    credentialSubject: {
      id: `${options.statusListUrl}#list`,
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
      encodedList: encodeStatusList(revokedIndexes, length),
    },
  };
  return (await signCredential(credential, options.key)) as StatusListCredential;
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Whether bit `index` is set in a BitstringStatusListCredential (the signature is not checked here). Throws
 * when the credential is not a status list or the index is outside it.
 */
export function isIndexSet(credential: unknown, index: number): boolean {
  const subject = isObject(credential) ? credential.credentialSubject : undefined;
  if (!isObject(subject) || subject.type !== 'BitstringStatusList' || typeof subject.encodedList !== 'string') {
    throw new Error('This is not a BitstringStatusListCredential.');
  }
  const bytes = decodeStatusList(subject.encodedList);
  if (!Number.isInteger(index) || index < 0 || index >= bytes.length * 8) {
    throw new RangeError(`Status list index ${index} is outside the list of ${bytes.length * 8} entries.`);
  }
  return (bytes[index >> 3]! & (0x80 >> (index & 7))) !== 0;
}
