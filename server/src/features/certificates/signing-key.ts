import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import type { Ed25519MultikeyKeyPair, Ed25519Signer } from '@digitalbazaar/ed25519-multikey';
import { z } from 'zod';

/**
 * The serialized signing key: the Multikey export of an Ed25519 key pair, without id or controller (those come
 * from the public URL when signing, so the same key survives a change of host), as one line of JSON:
 *
 *   {"type":"Multikey","publicKeyMultibase":"z6Mk…","secretKeyMultibase":"zrv…"}
 *
 * It holds the secret key: keep it in the environment (CERTIFICATE_SIGNING_KEY) or in the database, never in
 * logs, answers or the repository.
 */
const serializedKeySchema = z.object({
  type: z.literal('Multikey'),
  publicKeyMultibase: z.string().regex(/^z6Mk[1-9A-HJ-NP-Za-km-z]+$/, { error: 'is not an Ed25519 public key in multibase' }),
  secretKeyMultibase: z.string().regex(/^z[1-9A-HJ-NP-Za-km-z]+$/, { error: 'is not a secret key in multibase' }),
});

export interface MultikeyVerificationMethod {
  id: string;
  type: 'Multikey';
  controller: string;
  publicKeyMultibase: string;
}

/** The provider's signing key. Its secret never leaves this object except through serialize(). */
export interface SigningKey {
  /** Where the key came from, for the start-up log. */
  readonly source: 'configuration' | 'store' | 'generated';
  readonly publicKeyMultibase: string;
  /** The key as a verification method of `controller` (the provider's DID), its id `${controller}#${publicKeyMultibase}`. */
  verificationMethod(controller: string): MultikeyVerificationMethod;
  /** A signer for Data Integrity proofs whose verification method is verificationMethod(controller). */
  signer(controller: string): Ed25519Signer;
  /** The serialized form described above (it contains the secret key). */
  serialize(): string;
}

export class InvalidSigningKeyError extends Error {
  constructor(detail: string) {
    super(`The certificate signing key is not valid: ${detail}.`);
    this.name = 'InvalidSigningKeyError';
  }
}

function verificationMethodId(controller: string, publicKeyMultibase: string): string {
  return `${controller}#${publicKeyMultibase}`;
}

async function wrap(keyPair: Ed25519MultikeyKeyPair, source: SigningKey['source']): Promise<SigningKey> {
  const { publicKeyMultibase, secretKeyMultibase } = keyPair;
  if (!secretKeyMultibase) throw new InvalidSigningKeyError('it has no secret key');
  const serialized = JSON.stringify({ type: 'Multikey', publicKeyMultibase, secretKeyMultibase });
  const keySigner = keyPair.signer();
  // A secret key that does not belong to the public key would sign credentials nobody can verify.
  const probe = new TextEncoder().encode('creds signing key check');
  const signature = await keySigner.sign({ data: probe });
  if (!(await keyPair.verifier().verify({ data: probe, signature }))) {
    throw new InvalidSigningKeyError('its secret key does not match its public key');
  }
  return {
    source,
    publicKeyMultibase,
    verificationMethod: (controller) => ({
      id: verificationMethodId(controller, publicKeyMultibase),
      type: 'Multikey',
      controller,
      publicKeyMultibase,
    }),
    signer: (controller) => ({
      algorithm: keySigner.algorithm,
      id: verificationMethodId(controller, publicKeyMultibase),
      sign: (input) => keySigner.sign(input),
    }),
    serialize: () => serialized,
  };
}

/** Reads a serialized key; throws InvalidSigningKeyError (without echoing the secret) when it is not one. */
export async function parseSigningKey(serialized: string, source: SigningKey['source'] = 'configuration'): Promise<SigningKey> {
  let json: unknown;
  try {
    json = JSON.parse(serialized);
  } catch {
    throw new InvalidSigningKeyError('it is not JSON of the form {"type":"Multikey","publicKeyMultibase":…,"secretKeyMultibase":…}');
  }
  const parsed = serializedKeySchema.safeParse(json);
  if (!parsed.success) {
    throw new InvalidSigningKeyError(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'the key'} ${issue.message}`).join('; '));
  }
  let keyPair: Ed25519MultikeyKeyPair;
  try {
    keyPair = await Ed25519Multikey.from(parsed.data);
  } catch (error) {
    throw new InvalidSigningKeyError(error instanceof Error ? error.message : 'it cannot be read');
  }
  return wrap(keyPair, source);
}

/** A fresh random Ed25519 key. */
export async function generateSigningKey(): Promise<SigningKey> {
  return wrap(await Ed25519Multikey.generate(), 'generated');
}

export interface LoadSigningKeyOptions {
  /** The configured serialized key (e.g. CERTIFICATE_SIGNING_KEY); wins over the store when set. */
  configured?: string | undefined;
  /** Reads the stored serialized key, or null when none was stored yet. */
  read(): Promise<string | null>;
  /**
   * Stores a generated key. It must keep a key that is already there (insert if absent), so that when two
   * instances start at once both end up with the one that was stored first: the key is read back after writing.
   */
  write(serialized: string): Promise<void>;
}

/**
 * The provider's signing key: the configured one, else the stored one, else a new one that is generated,
 * stored and read back. Throws InvalidSigningKeyError when the configured or stored key is not valid.
 */
export async function loadSigningKey(options: LoadSigningKeyOptions): Promise<SigningKey> {
  const configured = options.configured?.trim();
  if (configured) return parseSigningKey(configured, 'configuration');
  const stored = await options.read();
  if (stored !== null) return parseSigningKey(stored, 'store');
  const generated = await generateSigningKey();
  await options.write(generated.serialize());
  const winner = await options.read();
  if (winner === null) throw new Error('The generated certificate signing key could not be stored.');
  return winner === generated.serialize() ? generated : parseSigningKey(winner, 'store');
}
