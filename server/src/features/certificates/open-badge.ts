import { branding, levelLabels, levels, maxPoints } from '@creds/contract';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite as eddsaRdfc2022 } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as vc from '@digitalbazaar/vc';
import type { CertificateData } from './certificate-data.js';
import { contextUrls, createDocumentLoader } from './document-loader.js';
import type { MultikeyVerificationMethod, SigningKey } from './signing-key.js';

/**
 * The did:web DID of the public URL: its host (a port written %3A) and any path segments, so
 * https://creds.example → did:web:creds.example, whose document is served at /.well-known/did.json.
 */
export function didWebFromUrl(publicUrl: string): string {
  const url = new URL(publicUrl);
  const segments = url.pathname.split('/').filter(Boolean).map(encodeURIComponent);
  return ['did:web', encodeURIComponent(url.host), ...segments].join(':');
}

/** Where did:web resolvers look for the DID document of didWebFromUrl(publicUrl). */
export function didDocumentPath(publicUrl: string): string {
  const path = new URL(publicUrl).pathname.replace(/\/+$/, '');
  return path ? `${path}/did.json` : '/.well-known/did.json';
}

export interface DidDocument {
  '@context': string[];
  id: string;
  verificationMethod: MultikeyVerificationMethod[];
  assertionMethod: string[];
}

// A type, not an interface, so that it is a JsonObject (credentials are plain JSON).
export type IssuerProfile = {
  id: string;
  type: ['Profile'];
  name: string;
  description: string;
  url: string;
  email: string;
  phone: string;
  address: {
    type: ['Address'];
    streetAddress: string;
    addressLocality: string;
    addressRegion: string;
    postalCode: string;
    addressCountry: string;
  };
};

export interface IssuerDocuments {
  did: string;
  /** Serve as JSON at didDocumentPath(publicUrl) (/.well-known/did.json). */
  didDocument: DidDocument;
  /** The Open Badges issuer profile; embedded in every credential, and fit to serve as is. */
  profile: IssuerProfile;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** The Open Badges issuer profile of the provider, named by its DID, from the branding. */
export function issuerProfile(publicUrl: string): IssuerProfile {
  const { postalAddress } = branding;
  return {
    id: didWebFromUrl(publicUrl),
    type: ['Profile'],
    name: branding.legalName,
    description: branding.tagline,
    url: trimSlash(publicUrl),
    email: branding.supportEmail,
    phone: branding.phone,
    address: {
      type: ['Address'],
      streetAddress: postalAddress.street,
      addressLocality: postalAddress.city,
      addressRegion: postalAddress.region,
      postalCode: postalAddress.postalCode,
      addressCountry: postalAddress.country,
    },
  };
}

/** The provider's public identity: its did:web document with the signing key's public half, and its issuer profile. */
export function issuerDocument(publicUrl: string, key: Pick<SigningKey, 'verificationMethod'>): IssuerDocuments {
  const did = didWebFromUrl(publicUrl);
  const method = key.verificationMethod(did);
  return {
    did,
    didDocument: {
      '@context': [contextUrls.did, contextUrls.multikey],
      id: did,
      verificationMethod: [method],
      assertionMethod: [method.id],
    },
    profile: issuerProfile(publicUrl),
  };
}

export type JsonObject = { [key: string]: unknown };

export interface UnsignedCredential extends JsonObject {
  '@context': string[];
  id: string;
  type: string[];
  issuer: JsonObject & { id: string };
  validFrom: string;
}

export interface SignedCredential extends UnsignedCredential {
  proof: JsonObject & { type: 'DataIntegrityProof'; cryptosuite: string; verificationMethod: string; proofValue: string };
}

export type CredentialInput = CertificateData & {
  /** Where the credential itself can be fetched; its id. */
  credentialUrl: string;
  /** The BitstringStatusListCredential that holds this credential's revocation bit. */
  statusListUrl: string;
  statusListIndex: number;
  publicUrl: string;
};

/** A date-time without milliseconds, as credentials usually write them. */
export function credentialDateTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The id of the level-scale rubric and of each level in it, inside the credential's achievement. */
function levelIds(credentialUrl: string) {
  return {
    rubric: `${credentialUrl}#level`,
    level: (level: number) => `${credentialUrl}#level-${level}`,
    points: `${credentialUrl}#points`,
  };
}

/**
 * The certificate as an unsigned Open Badges 3.0 OpenBadgeCredential (VC 2.0 + OB 3.0.3 contexts): the
 * provider as issuer, the holder identified by name, the evaluated course as the achievement (criteria, credit
 * hours, the skills as alignments, the level scale as a RubricCriterionLevel result description), the level
 * and points achieved as results, and the revocation entry in the status list.
 */
export function buildCredential(data: CredentialInput): UnsignedCredential {
  const ids = levelIds(data.credentialUrl);
  const validFrom = credentialDateTime(data.issuedOn);
  const period = `${data.courseStartDate} to ${data.courseEndDate}`;
  return {
    '@context': [contextUrls.credentialsV2, contextUrls.openBadges],
    id: data.credentialUrl,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: `${data.courseName} (${data.levelLabel})`,
    description: `Certificate of evaluation ${data.certificateId}: ${data.holderName} completed ${data.courseName}, evaluated by ${branding.legalName} at level ${data.level} (${data.levelLabel}).`,
    issuer: issuerProfile(data.publicUrl),
    validFrom,
    credentialSubject: {
      type: ['AchievementSubject'],
      // The holder has no DID: Open Badges identifies them by an IdentityObject; `name` is for wallets that show it.
      name: data.holderName,
      identifier: [{ type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: data.holderName }],
      activityStartDate: `${data.courseStartDate}T00:00:00Z`,
      activityEndDate: `${data.courseEndDate}T00:00:00Z`,
      creditsEarned: data.creditHours,
      achievement: {
        id: `${data.credentialUrl}#achievement`,
        type: ['Achievement'],
        achievementType: 'Certificate',
        name: data.courseName,
        description: `${data.courseName}, ${data.instituteName} (${data.instituteCountry}), ${period}, ${data.creditHours} credit hours, evaluated against US standards.`,
        humanCode: data.certificateId,
        criteria: {
          narrative:
            `The holder completed ${data.courseName} at ${data.instituteName}, ${data.instituteCountry} (${period}, ` +
            `${data.creditHours} credit hours). ${branding.legalName} evaluated the course outline and proof of completion ` +
            'against US standards and a reviewer verified the level and skills recorded here.',
        },
        creditsAvailable: data.creditHours,
        creator: {
          id: `${data.credentialUrl}#institute`,
          type: ['Profile'],
          name: data.instituteName,
          address: { type: ['Address'], addressCountry: data.instituteCountry },
        },
        alignment: data.skills.map((skill, index) => ({
          type: ['Alignment'],
          targetName: skill,
          targetType: 'ceasn:Competency',
          targetFramework: `${branding.productName} skills taxonomy`,
          // Open Badges requires a URL; the skills have no public page of their own, so the credential is it.
          targetUrl: `${data.credentialUrl}#skill-${index + 1}`,
        })),
        resultDescription: [
          {
            id: ids.rubric,
            type: ['ResultDescription'],
            name: 'Level',
            resultType: 'RubricCriterionLevel',
            rubricCriterionLevel: levels.map((level) => ({
              id: ids.level(level),
              type: ['RubricCriterionLevel'],
              name: levelLabels[level],
              level: String(level),
            })),
          },
          {
            id: ids.points,
            type: ['ResultDescription'],
            name: 'Rating points',
            resultType: 'RawScore',
            valueMin: '0',
            valueMax: String(maxPoints),
          },
        ],
      },
      result: [
        { type: ['Result'], resultDescription: ids.rubric, achievedLevel: ids.level(data.level) },
        { type: ['Result'], resultDescription: ids.points, value: String(data.points) },
      ],
    },
    credentialStatus: {
      id: `${data.statusListUrl}#${data.statusListIndex}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(data.statusListIndex),
      statusListCredential: data.statusListUrl,
    },
  };
}

/**
 * Signs a credential whose issuer is the provider's DID with a DataIntegrityProof (eddsa-rdfc-2022). The
 * proof's `created` is the credential's validFrom, so signing the same credential twice gives the same bytes.
 */
export async function signCredential<T extends UnsignedCredential>(credential: T, key: SigningKey): Promise<T & SignedCredential> {
  const suite = new DataIntegrityProof({
    signer: key.signer(credential.issuer.id),
    cryptosuite: eddsaRdfc2022,
    date: credential.validFrom,
  });
  const signed = await vc.issue({ credential: structuredClone(credential), suite, documentLoader: createDocumentLoader() });
  return signed as T & SignedCredential;
}
