import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as vc from '@digitalbazaar/vc';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UnknownDocumentError, bundledContexts, contextUrls, createDocumentLoader } from './document-loader.js';
import { buildCredential, didDocumentPath, didWebFromUrl, issuerDocument, signCredential } from './open-badge.js';
import type { SignedCredential } from './open-badge.js';
import { generateSigningKey } from './signing-key.js';
import type { SigningKey } from './signing-key.js';
import { credentialInput, publicUrl } from '../../test/certificate-fixtures.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests reach into credentials freely

let key: SigningKey;
let signed: SignedCredential;
const fetchSpy = vi.spyOn(globalThis, 'fetch');

/** Verifies with @digitalbazaar/vc directly, the provider's DID document being the only key source. */
async function verifiesWithVc(credential: unknown, signingKey: SigningKey = key): Promise<boolean> {
  const { didDocument } = issuerDocument(publicUrl, signingKey);
  const result = await vc.verifyCredential({
    credential,
    suite: new DataIntegrityProof({ cryptosuite }),
    documentLoader: createDocumentLoader({ didDocument }),
    checkStatus: async () => ({ verified: true }),
  });
  return result.verified;
}

beforeAll(async () => {
  key = await generateSigningKey();
  signed = await signCredential(buildCredential(credentialInput()), key);
});

afterAll(() => {
  // Every context and key came from the bundle or the key in hand.
  expect(fetchSpy).not.toHaveBeenCalled();
});

describe('issuer identity', () => {
  it('is the did:web of the public URL, published at /.well-known/did.json', () => {
    expect(didWebFromUrl('https://creds.example')).toBe('did:web:creds.example');
    expect(didWebFromUrl('https://creds.example/')).toBe('did:web:creds.example');
    expect(didWebFromUrl('http://localhost:3000')).toBe('did:web:localhost%3A3000');
    expect(didWebFromUrl('https://example.org/creds')).toBe('did:web:example.org:creds');
    expect(didDocumentPath('https://creds.example/')).toBe('/.well-known/did.json');
    expect(didDocumentPath('https://example.org/creds/')).toBe('/creds/did.json');
  });

  it('publishes the public key as a Multikey assertion method, and a Profile from the branding', () => {
    const { did, didDocument, profile } = issuerDocument(publicUrl, key);
    const methodId = `did:web:creds.example#${key.publicKeyMultibase}`;
    expect(did).toBe('did:web:creds.example');
    expect(didDocument).toEqual({
      '@context': ['https://www.w3.org/ns/did/v1', 'https://w3id.org/security/multikey/v1'],
      id: did,
      verificationMethod: [{ id: methodId, type: 'Multikey', controller: did, publicKeyMultibase: key.publicKeyMultibase }],
      assertionMethod: [methodId],
    });
    expect(JSON.stringify(didDocument)).not.toContain('secretKey');
    expect(profile).toMatchObject({
      id: did,
      type: ['Profile'],
      name: 'Creds Credential Evaluation Services',
      url: 'https://creds.example',
      email: 'support@creds.example',
      address: { addressLocality: 'Dallas', addressCountry: 'United States' },
    });
  });
});

describe('Open Badges credential', () => {
  it('is an OpenBadgeCredential of the holder, the course, the level and the skills', () => {
    const credential: Json = buildCredential(credentialInput());
    expect(credential['@context']).toEqual(['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json']);
    expect(credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(credential.id).toBe('https://creds.example/api/certificate/48213574/credential');
    expect(credential.validFrom).toBe('2025-05-12T10:00:00Z');
    expect(credential.issuer).toMatchObject({ id: 'did:web:creds.example', type: ['Profile'], name: 'Creds Credential Evaluation Services' });
    const subject = credential.credentialSubject;
    expect(subject.type).toEqual(['AchievementSubject']);
    expect(subject.identifier).toEqual([{ type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: 'Ada Augusta Lovelace' }]);
    expect(subject.creditsEarned).toBe(120);
    const { achievement } = subject;
    expect(achievement).toMatchObject({ type: ['Achievement'], name: 'Data Structures and Algorithms in Python', creditsAvailable: 120, humanCode: '48213574' });
    expect(achievement.criteria.narrative).toContain('Northfield Institute of Technology');
    expect(achievement.alignment.map((entry: Json) => entry.targetName)).toEqual(credentialInput().skills);
    const [levelScale, points] = achievement.resultDescription;
    expect(levelScale.resultType).toBe('RubricCriterionLevel');
    expect(levelScale.rubricCriterionLevel.map((level: Json) => level.name)).toEqual([
      'Not provided by AI',
      'Beginner',
      'Novice',
      'Intermediate',
      'Advance',
      'Expert',
    ]);
    expect(points).toMatchObject({ resultType: 'RawScore', valueMin: '0', valueMax: '5' });
    expect(subject.result).toEqual([
      { type: ['Result'], resultDescription: levelScale.id, achievedLevel: levelScale.rubricCriterionLevel[3].id },
      { type: ['Result'], resultDescription: points.id, value: '4' },
    ]);
    expect(credential.credentialStatus).toEqual({
      id: 'https://creds.example/api/certificate/status-list/1#7',
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: '7',
      statusListCredential: 'https://creds.example/api/certificate/status-list/1',
    });
  });

  it('is signed with a DataIntegrityProof (eddsa-rdfc-2022) that @digitalbazaar/vc verifies', async () => {
    expect(signed.proof).toMatchObject({
      type: 'DataIntegrityProof',
      cryptosuite: 'eddsa-rdfc-2022',
      proofPurpose: 'assertionMethod',
      verificationMethod: `did:web:creds.example#${key.publicKeyMultibase}`,
      created: '2025-05-12T10:00:00Z',
    });
    expect(await verifiesWithVc(signed)).toBe(true);
  });

  it('signs the same certificate to the same bytes', async () => {
    const again = await signCredential(buildCredential(credentialInput()), key);
    expect(JSON.stringify(again)).toBe(JSON.stringify(signed));
  });

  it('fails verification after any field is changed', async () => {
    const changes: [string, (credential: Json) => void][] = [
      ['holder name', (c) => (c.credentialSubject.identifier[0].identityHash = 'Eve Mallory')],
      ['holder display name', (c) => (c.credentialSubject.name = 'Eve Mallory')],
      ['level achieved', (c) => (c.credentialSubject.result[0].achievedLevel = c.credentialSubject.achievement.resultDescription[0].rubricCriterionLevel[5].id)],
      ['points', (c) => (c.credentialSubject.result[1].value = '5')],
      ['level scale label', (c) => (c.credentialSubject.achievement.resultDescription[0].rubricCriterionLevel[3].name = 'Expert')],
      ['course', (c) => (c.credentialSubject.achievement.name = 'Advanced Quantum Computing')],
      ['credit hours', (c) => (c.credentialSubject.achievement.creditsAvailable = 1200)],
      ['a skill', (c) => (c.credentialSubject.achievement.alignment[0].targetName = 'Rocket science')],
      ['a removed skill', (c) => c.credentialSubject.achievement.alignment.pop()],
      ['course dates', (c) => (c.credentialSubject.activityEndDate = '2024-12-31T00:00:00Z')],
      ['validFrom', (c) => (c.validFrom = '2020-01-01T00:00:00Z')],
      ['issuer name', (c) => (c.issuer.name = 'Diploma Mill Inc.')],
      ['credential id', (c) => (c.id = 'https://creds.example/api/certificate/99999999/credential')],
      ['status index', (c) => (c.credentialStatus.statusListIndex = '8')],
      ['an added field', (c) => (c.credentialSubject.achievement.description += ' With honours.')],
      ['an added unknown term', (c) => (c.credentialSubject.honours = true)],
      ['the proof value', (c) => (c.proof.proofValue = c.proof.proofValue.replace(/.$/, (last: string) => (last === 'a' ? 'b' : 'a')))],
      ['the proof date', (c) => (c.proof.created = '2025-05-13T10:00:00Z')],
    ];
    for (const [what, change] of changes) {
      const tampered = structuredClone(signed) as Json;
      change(tampered);
      expect(JSON.stringify(tampered), what).not.toBe(JSON.stringify(signed));
      expect(await verifiesWithVc(tampered), `changed ${what}`).toBe(false);
    }
  });

  it('does not verify against another key', async () => {
    expect(await verifiesWithVc(signed, await generateSigningKey())).toBe(false);
  });
});

describe('document loader', () => {
  it('serves every bundled context without the network', async () => {
    const load = createDocumentLoader();
    for (const url of Object.values(contextUrls)) {
      const { document } = await load(url);
      expect(document, url).toHaveProperty('@context');
    }
    expect(bundledContexts.size).toBeGreaterThanOrEqual(Object.keys(contextUrls).length);
  });

  it("resolves the provider's DID and key from the key in hand", async () => {
    const { didDocument } = issuerDocument(publicUrl, key);
    const load = createDocumentLoader({ didDocument });
    expect((await load(didDocument.id)).document).toBe(didDocument);
    expect((await load(didDocument.assertionMethod[0]!)).document).toMatchObject({
      '@context': 'https://w3id.org/security/multikey/v1',
      type: 'Multikey',
      controller: didDocument.id,
      publicKeyMultibase: key.publicKeyMultibase,
    });
  });

  it('refuses any other URL', async () => {
    const { didDocument } = issuerDocument(publicUrl, key);
    const load = createDocumentLoader({ didDocument });
    for (const url of [
      'https://example.com/context.json',
      'https://www.w3.org/ns/credentials/v3',
      'did:web:evil.example',
      'did:web:evil.example#key-1',
      `${didDocument.id}#another-key`,
      'http://169.254.169.254/latest/meta-data/',
    ]) {
      await expect(load(url), url).rejects.toBeInstanceOf(UnknownDocumentError);
    }
    await expect(createDocumentLoader()(didDocument.id)).rejects.toBeInstanceOf(UnknownDocumentError);
  });

  it('makes a credential that names an unknown context fail instead of fetching it', async () => {
    const tampered = structuredClone(signed) as Json;
    tampered['@context'].push('https://attacker.example/context.json');
    expect(await verifiesWithVc(tampered)).toBe(false);
  });
});
