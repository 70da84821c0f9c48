import type { CertificateData } from '../features/certificates/certificate-data.js';
import type { CredentialInput } from '../features/certificates/open-badge.js';

export const publicUrl = 'https://creds.example';

/** A certificate as the review workflow would pass it; a test overrides only what it is about. */
export function certificateData(overrides: Partial<CertificateData> = {}): CertificateData {
  const certificateId = overrides.certificateId ?? '48213574';
  const holderName = overrides.holderName ?? 'Ada Augusta Lovelace';
  return {
    certificateId,
    holderName,
    courseName: 'Data Structures and Algorithms in Python',
    level: 3,
    levelLabel: 'Intermediate',
    points: 4,
    skills: ['Python programming', 'Algorithms', 'Data structures', 'Complexity analysis', 'Graph theory', 'Software testing', 'Problem solving', 'Hash tables'],
    creditHours: 120,
    instituteName: 'Northfield Institute of Technology',
    instituteCountry: 'United Kingdom',
    courseStartDate: '2024-01-15',
    courseEndDate: '2024-06-30',
    issuedOn: new Date('2025-05-12T10:00:00Z'),
    verifyUrl: `${publicUrl}/validate?certificateId=${certificateId}&name=${encodeURIComponent(holderName)}`,
    ...overrides,
  };
}

export function credentialInput(overrides: Partial<CredentialInput> = {}): CredentialInput {
  const data = certificateData(overrides);
  return {
    ...data,
    credentialUrl: `${publicUrl}/api/certificate/${data.certificateId}/credential`,
    statusListUrl: `${publicUrl}/api/certificate/status-list/1`,
    statusListIndex: 7,
    publicUrl,
    ...overrides,
  };
}
