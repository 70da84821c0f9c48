import { createHash, randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** A URL-safe random token with 256 bits of entropy. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens with 256 bits of entropy need no slow hash: SHA-256 is enough to make a stolen table useless. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

// No 0/O or 1/I: people read these codes from a mail and type them.
const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function randomCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += codeAlphabet[randomInt(codeAlphabet.length)];
  return code;
}

/** argon2id with the library's defaults (OWASP: 19 MiB, 2 iterations, 1 lane). */
export function hashSecret(secret: string): Promise<string> {
  return hash(secret);
}

export async function verifySecret(hashed: string, secret: string): Promise<boolean> {
  try {
    return await verify(hashed, secret);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a throwaway hash, so answering for an unknown e-mail costs the same hash work as a
 * wrong password and response times do not tell which e-mails have accounts.
 */
export async function verifyAgainstDummy(secret: string): Promise<false> {
  dummyHash ??= hash(randomToken());
  await verifySecret(await dummyHash, secret);
  return false;
}
