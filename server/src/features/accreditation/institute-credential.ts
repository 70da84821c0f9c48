import { branding, instituteTypeLabels, type InstituteType } from '@creds/contract';
import { contextUrls } from '../certificates/document-loader.js';
import { issuerProfile, signCredential, type SignedCredential, type UnsignedCredential } from '../certificates/open-badge.js';
import type { SigningKey } from '../certificates/signing-key.js';
import { credentialUrlOf, verificationPageUrl } from './accreditation-deps.js';

export interface InstituteCredentialInput {
  certificateId: string;
  name: string;
  country: string;
  link: string;
  startDate: string;
  endDate: string;
  instituteType?: InstituteType | undefined;
  publicUrl: string;
}

/**
 * The accreditation as an unsigned Open Badges 3.0 OpenBadgeCredential (VC 2.0 + OB 3.0.3 contexts): the
 * provider as issuer, the institute as subject (by name and website), the accreditation as the
 * achievement (a quality-assurance credential whose humanCode is the certificate number), valid for the
 * accreditation period. A renewal issues it again with the new period.
 */
export function buildInstituteCredential(input: InstituteCredentialInput): UnsignedCredential {
  const credentialUrl = credentialUrlOf(input.publicUrl, input.certificateId);
  const kind = input.instituteType ? `${instituteTypeLabels[input.instituteType].toLowerCase()} ` : '';
  return {
    '@context': [contextUrls.credentialsV2, contextUrls.openBadges],
    id: credentialUrl,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: `Accredited institute: ${input.name}`,
    description: `Accreditation certificate ${input.certificateId}: ${input.name} (${input.country}) is accredited by ${branding.legalName} from ${input.startDate} to ${input.endDate}.`,
    issuer: issuerProfile(input.publicUrl),
    validFrom: `${input.startDate}T00:00:00Z`,
    validUntil: `${input.endDate}T23:59:59Z`,
    credentialSubject: {
      type: ['AchievementSubject'],
      // An institute has no DID: Open Badges identifies it by IdentityObjects (its name and its website).
      name: input.name,
      identifier: [
        { type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: input.name },
        { type: 'IdentityObject', identityType: 'identifier', hashed: false, identityHash: input.link },
      ],
      achievement: {
        id: `${credentialUrl}#achievement`,
        type: ['Achievement'],
        achievementType: 'QualityAssuranceCredential',
        name: `Accreditation by ${branding.legalName}`,
        description: `Institutional accreditation of a ${kind}institute by ${branding.legalName}, renewed yearly.`,
        humanCode: input.certificateId,
        criteria: {
          id: verificationPageUrl(input.publicUrl, input.certificateId),
          narrative:
            `${input.name} applied with its registration certificate and programme outline, paid the accreditation fee, ` +
            `and a reviewer of ${branding.legalName} approved the application. The accreditation holds for one year at a time ` +
            'and is renewed by paying the yearly renewal fee; its current state is shown at the criteria address.',
        },
        creator: issuerProfile(input.publicUrl),
      },
    },
  };
}

export function signInstituteCredential(input: InstituteCredentialInput, key: SigningKey): Promise<UnsignedCredential & SignedCredential> {
  return signCredential(buildInstituteCredential(input), key);
}
