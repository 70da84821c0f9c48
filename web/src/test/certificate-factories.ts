import type { CertificateVerification, ReviewDetail } from '@creds/contract';

/** A certificate as verification returns it; tests state only what matters to them. */
export function buildCertificate(overrides: Partial<CertificateVerification> = {}): CertificateVerification {
  return {
    id: '12345674',
    holderName: 'Ada Lovelace',
    courseName: 'Data Structures and Algorithms',
    complexity: 'Intermediate',
    level: 3,
    points: 3,
    skills: ['Python', 'Algorithms'],
    courseStartDate: '2024-01-08',
    courseEndDate: '2024-05-03',
    instituteName: 'Example State University',
    instituteCountry: 'United States',
    issuedOn: '2025-02-14T10:00:00.000Z',
    hoursCompleted: 45,
    revoked: false,
    revokedAt: null,
    revokeReason: null,
    ...overrides,
  };
}

/** An evaluation as the review console sees it: paid and waiting for review. */
export function buildReview(overrides: Partial<ReviewDetail> = {}): ReviewDetail {
  return {
    id: '6b0a1c7e-0000-4000-8000-000000000001',
    badge_id: 'BDG-TEST-1',
    courseName: 'Data Structures and Algorithms',
    complexity: 'Intermediate',
    level: 3,
    points: 3,
    badgeCreationDate: '2025-02-10T09:00:00.000Z',
    status: 'pending',
    paymentStatus: 'succeeded',
    courseStartDate: '2024-01-08',
    courseEndDate: '2024-05-03',
    creditHours: 45,
    learningMode: 'f2f',
    instituteName: 'Example State University',
    instituteWebsite: 'https://example.edu',
    instituteCountry: 'United States',
    contactName: 'Office of the Registrar',
    contactEmail: 'registrar@example.edu',
    description: 'Students implement linked lists and hash tables in Python.',
    descriptionSource: 'text',
    skills: [
      {
        id: 'computing.python',
        name: 'Python',
        category: 'Computing',
        source: 'taxonomy',
        score: 0.8,
        evidence: [{ field: 'description', start: 51, end: 57, text: 'Python' }],
      },
    ],
    signals: [],
    reasons: ['The course builds on an introductory programming course.'],
    engineVersion: '1.0.0+w2025.1',
    files: [{ id: '6b0a1c7e-0000-4000-8000-0000000000f1', kind: 'proof', name: 'certificate.png', mimeType: 'image/png', sizeBytes: 2048 }],
    timeline: [{ status: 'not requested', at: '2025-02-10T09:00:00.000Z', note: null }],
    certificateId: null,
    rejectionReason: null,
    holderName: 'Ada Lovelace',
    holderEmail: 'ada@example.com',
    holderId: '00000000-0000-4000-8000-0000000000aa',
    engine: { level: 3, levelLabel: 'Intermediate', points: 3, skills: ['Python'] },
    adjusted: false,
    paidAt: '2025-02-10T10:00:00.000Z',
    dueAt: '2025-02-12T10:00:00.000Z',
    payment: { id: '6b0a1c7e-0000-4000-8000-0000000000p1', status: 'succeeded', amountCents: 500, provider: 'sandbox', paidAt: '2025-02-10T10:00:00.000Z' },
    ...overrides,
  };
}
