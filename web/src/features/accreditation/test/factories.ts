import type { ApplicationDetail, ApplicationReview, ImportResult } from '@creds/contract';

/** An application as the API answers it; tests state only what matters to them. */
export function buildApplicationDetail(overrides: Partial<ApplicationDetail> = {}): ApplicationDetail {
  return {
    id: '7d5c9c4e-0d5a-4a43-9d47-8a7bf9a4a111',
    reference: 'AP-K7M2QZ',
    instituteName: 'Lakeshore Technical College',
    status: 'submitted',
    paymentStatus: null,
    createdAt: '2026-11-02T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    instituteType: 'college',
    country: 'Canada',
    address: '12 Harbour Road, Halifax',
    website: 'https://lakeshore.example',
    registrationNumber: 'NS-2011-4471',
    yearFounded: 2011,
    contactName: 'Morgan Lee',
    contactEmail: 'registrar@lakeshore.example',
    contactPhone: '+1 902 555 0142',
    programmes: 'Diploma in Welding (2 years)',
    learnersPerYear: 850,
    documents: [],
    timeline: [{ status: 'submitted', at: '2026-11-02T10:00:00.000Z', note: 'Application submitted' }],
    feeCents: 19_900,
    paidAt: null,
    dueAt: null,
    informationRequest: null,
    applicantResponse: null,
    rejectionReason: null,
    institute: null,
    ...overrides,
  };
}

export function buildApplicationReview(overrides: Partial<ApplicationReview> = {}): ApplicationReview {
  return {
    ...buildApplicationDetail({ status: 'under review', paymentStatus: 'succeeded', paidAt: '2026-11-02T11:00:00.000Z', dueAt: '2026-11-09T11:00:00.000Z' }),
    applicantId: '00000000-0000-4000-8000-000000000999',
    applicantName: 'Morgan Lee',
    applicantEmail: 'morgan@example.com',
    overdue: false,
    payment: { id: 'p1', status: 'succeeded', amountCents: 19_900, provider: 'sandbox', paidAt: '2026-11-02T11:00:00.000Z' },
    ...overrides,
  };
}

export function buildImportResult(overrides: Partial<ImportResult> = {}): ImportResult {
  return { msg: 'The row is ready to import.', fileErrors: [], rows: [], total: 0, invalid: 0, imported: 0, ...overrides };
}
