import { branding } from '@creds/contract';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite as eddsaRdfc2022 } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as vc from '@digitalbazaar/vc';
import { contextUrls, createDocumentLoader } from './document-loader.js';
import type { DidDocument, JsonObject } from './open-badge.js';

export type VerificationStepId = 'parse' | 'issuer' | 'dates' | 'signature' | 'status';

export interface VerificationStep {
  id: VerificationStepId;
  ok: boolean;
  /** One plain-English sentence for the public verification page. */
  message: string;
}

export interface RevocationState {
  revoked: boolean;
  /** ISO date-time of the revocation. */
  revokedAt?: string;
  reason?: string;
}

export interface VerifyCredentialOptions {
  /** The provider's identity, as issuerDocument(publicUrl, key) returns it: its DID document holds the public key. */
  issuer: { didDocument: DidDocument };
  /** The revocation state of the certificate at this status list index (from the database, not the published list). */
  isRevoked(index: number): Promise<RevocationState>;
  now?: Date;
}

export interface CredentialVerification {
  /** True only when every step passed. */
  valid: boolean;
  steps: VerificationStep[];
  /** The credential as read, when the file was a credential at all. */
  credential?: JsonObject;
  revocation?: RevocationState;
}

const openBadgesContextPrefix = 'https://purl.imsglobal.org/spec/ob/v3p0/context';
const provider = branding.legalName;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
}

function readCredential(input: unknown): { credential: JsonObject } | { problem: string } {
  let json = input;
  if (typeof input === 'string' || input instanceof Uint8Array) {
    try {
      json = JSON.parse(typeof input === 'string' ? input : new TextDecoder().decode(input));
    } catch {
      return { problem: 'The file is not valid JSON, so it cannot be a credential.' };
    }
  }
  if (!isObject(json)) return { problem: 'The file is not a credential: it holds no JSON object.' };
  const contexts = asArray(json['@context']);
  const types = asArray(json.type);
  if (contexts[0] !== contextUrls.credentialsV2 || !types.includes('VerifiableCredential')) {
    return { problem: 'The file is not a W3C Verifiable Credential (version 2.0).' };
  }
  if (!contexts.some((context) => typeof context === 'string' && context.startsWith(openBadgesContextPrefix)) || !types.includes('OpenBadgeCredential')) {
    return { problem: 'The file is a credential, but not an Open Badges 3.0 credential.' };
  }
  if (!isObject(json.proof)) return { problem: 'The credential carries no signature (proof), so nothing can vouch for it.' };
  return { credential: json };
}

function idOf(value: unknown): unknown {
  return isObject(value) ? value.id : value;
}

function checkIssuer(credential: JsonObject, didDocument: DidDocument): VerificationStep {
  const issuerId = idOf(credential.issuer);
  if (issuerId !== didDocument.id) {
    return {
      id: 'issuer',
      ok: false,
      message: `The credential names another issuer (${typeof issuerId === 'string' ? issuerId : 'none'}), not ${provider} (${didDocument.id}).`,
    };
  }
  const method = isObject(credential.proof) ? credential.proof.verificationMethod : undefined;
  if (typeof method !== 'string' || !didDocument.assertionMethod.includes(method)) {
    return { id: 'issuer', ok: false, message: `The credential names ${provider} as issuer, but was signed with a key ${provider} does not publish.` };
  }
  return { id: 'issuer', ok: true, message: `Issued by ${provider} (${didDocument.id}) with the key it publishes.` };
}

function checkDates(credential: JsonObject, now: Date): VerificationStep {
  const validFrom = typeof credential.validFrom === 'string' ? new Date(credential.validFrom) : undefined;
  if (!validFrom || Number.isNaN(validFrom.getTime())) return { id: 'dates', ok: false, message: 'The credential has no valid issue date (validFrom).' };
  if (validFrom.getTime() > now.getTime() + 5 * 60_000) {
    return { id: 'dates', ok: false, message: `The credential claims to be issued on ${credential.validFrom}, which is in the future.` };
  }
  if (typeof credential.validUntil === 'string' && new Date(credential.validUntil).getTime() < now.getTime()) {
    return { id: 'dates', ok: false, message: `The credential expired on ${credential.validUntil}.` };
  }
  return { id: 'dates', ok: true, message: `Issued on ${validFrom.toISOString().slice(0, 10)}, with no expiry date.` };
}

async function checkSignature(credential: JsonObject, didDocument: DidDocument): Promise<VerificationStep> {
  const result = await vc.verifyCredential({
    credential,
    suite: new DataIntegrityProof({ cryptosuite: eddsaRdfc2022 }),
    documentLoader: createDocumentLoader({ didDocument }),
    // Status and dates are steps of their own: checking here at the issue time keeps this step about the signature.
    checkStatus: async () => ({ verified: true }),
    now: typeof credential.validFrom === 'string' ? credential.validFrom : undefined,
  });
  if (result.verified) {
    return { id: 'signature', ok: true, message: `The signature is valid: nothing in the credential has changed since ${provider} signed it.` };
  }
  return {
    id: 'signature',
    ok: false,
    message: `The signature does not match: the credential was changed after it was issued, or it was not signed by ${provider}.`,
  };
}

async function checkStatus(credential: JsonObject, options: VerifyCredentialOptions): Promise<{ step: VerificationStep; revocation?: RevocationState }> {
  const entry = asArray(credential.credentialStatus).find(
    (candidate) => isObject(candidate) && candidate.type === 'BitstringStatusListEntry' && candidate.statusPurpose === 'revocation',
  );
  const index = isObject(entry) && typeof entry.statusListIndex === 'string' && /^\d+$/.test(entry.statusListIndex) ? Number(entry.statusListIndex) : undefined;
  if (index === undefined) return { step: { id: 'status', ok: false, message: 'The credential has no revocation status entry to check.' } };
  const revocation = await options.isRevoked(index);
  if (!revocation.revoked) return { step: { id: 'status', ok: true, message: `Not revoked: ${provider} still stands behind this credential.` }, revocation };
  const when = revocation.revokedAt ? ` on ${revocation.revokedAt.slice(0, 10)}` : '';
  const why = revocation.reason ? `: ${revocation.reason}` : '.';
  return { step: { id: 'status', ok: false, message: `Revoked by ${provider}${when}${why}` }, revocation };
}

/**
 * Checks an uploaded credential step by step (parse, issuer, dates, signature, status), each with a sentence
 * for the public page. Later steps still run after an earlier one fails, except that nothing runs on a file
 * that is not a credential and the status is not looked up for a credential whose issuer or signature failed
 * (its status entry could point anywhere). Never fetches anything: keys and contexts come from `options` and
 * the bundled copies.
 */
export async function verifyCredential(json: unknown, options: VerifyCredentialOptions): Promise<CredentialVerification> {
  const read = readCredential(json);
  if ('problem' in read) return { valid: false, steps: [{ id: 'parse', ok: false, message: read.problem }] };
  const { credential } = read;
  const { didDocument } = options.issuer;
  const steps: VerificationStep[] = [{ id: 'parse', ok: true, message: 'The file is an Open Badges 3.0 credential.' }];
  steps.push(checkIssuer(credential, didDocument));
  steps.push(checkDates(credential, options.now ?? new Date()));
  steps.push(await checkSignature(credential, didDocument));
  let revocation: RevocationState | undefined;
  if (steps.every((step) => step.ok || step.id === 'dates')) {
    const status = await checkStatus(credential, options);
    steps.push(status.step);
    revocation = status.revocation;
  } else {
    steps.push({ id: 'status', ok: false, message: 'Not checked: without a valid issuer and signature, the status entry cannot be trusted.' });
  }
  return { valid: steps.every((step) => step.ok), steps, credential, ...(revocation ? { revocation } : {}) };
}
