import { describe, expect, it } from 'vitest';
import { auditSubjectLink, describeAuditDetails } from './audit-details';

describe('audit details', () => {
  it('says what an adjustment changed, with the note', () => {
    expect(
      describeAuditDetails('evaluation.adjusted', {
        before: { level: 3, points: 3, skills: null },
        after: { level: 4, points: 4, skills: ['Python'] },
        note: 'Graduate level',
      }),
    ).toEqual(['Level: Intermediate (3) → Advance (4)', 'Points: 3 → 4', 'Skills set to: Python', 'Note: Graduate level']);
  });

  it('reads prices in dollars or percent, and role changes', () => {
    expect(describeAuditDetails('price.updated', { before: 500, after: 650, unit: 'cents' })).toEqual(['$5.00 → $6.50']);
    expect(describeAuditDetails('price.updated', { before: 5, after: 6, unit: 'percent' })).toEqual(['5 % → 6 %']);
    expect(describeAuditDetails('user.role_changed', { email: 'a@b.co', before: 'user', after: 'reviewer' })).toEqual(['a@b.co: user → reviewer']);
  });

  it('reads refunds and the registry in words, not codes and JSON', () => {
    expect(describeAuditDetails('payment.refunded', { amountCents: 500, purpose: 'evaluation' })).toEqual(['$5.00 refunded (evaluation)']);
    expect(describeAuditDetails('payment.refunded', { amountCents: 500, purpose: 'evaluation', revokedCertificateId: '43766450' })).toEqual([
      '$5.00 refunded (evaluation)',
      'Certificate 43766450 revoked with it',
    ]);
    expect(describeAuditDetails('payment.refunded', { amountCents: 19_900, purpose: 'accreditation', withdrawnCertificateId: 'AC-12345674' })).toEqual([
      '$199.00 refunded (accreditation fee)',
      'Accreditation AC-12345674 withdrawn with it',
    ]);
    expect(describeAuditDetails('institute.updated', { certificateId: { before: 'AC-1', after: 'AC-2' }, endDate: { before: '2027-01-01', after: '2027-06-30' } })).toEqual([
      'Certificate: AC-1 → AC-2',
      'Accredited until: 1 January 2027 → 30 June 2027',
    ]);
    expect(describeAuditDetails('institute.added', { certificateId: 'AC-98404130', name: 'Northfield Institute of Technology', startDate: '2026-01-01', endDate: '2027-01-01' })).toEqual([
      'Certificate: AC-98404130',
      'Name: Northfield Institute of Technology',
      'Accredited from: 1 January 2026',
      'Accredited until: 1 January 2027',
    ]);
    expect(describeAuditDetails('application.rejected', { reference: 'AP-X1', reason: 'No proof of premises' })).toEqual(['AP-X1: No proof of premises']);
  });

  it('names the queue of a retried job in plain words', () => {
    expect(describeAuditDetails('job.retried', { queue: 'mail.deliver' })).toEqual(['Sending e-mail (mail.deliver)']);
  });
});

describe('audit subject links', () => {
  const link = (subjectType: string, subjectId: string, details: Record<string, unknown> = {}) => auditSubjectLink({ subjectType, subjectId, details });

  it('open an evaluation\'s review, a certificate\'s verification and an application\'s page', () => {
    expect(link('evaluation', 'B-12')).toEqual({ to: '/admin/evaluations/B-12', label: 'B-12' });
    expect(link('certificate', '43766450')).toEqual({ to: '/validate?certificateId=43766450', label: '43766450' });
    expect(link('application', 'a-1', { reference: 'AP-X1' })).toEqual({ to: '/admin/accreditation/applications/a-1', label: 'AP-X1' });
  });

  it('find a user or an institute in its list, by e-mail or certificate number', () => {
    expect(link('user', 'u-1', { email: 'a+b@example.com' })).toEqual({ to: '/admin/users?search=a%2Bb%40example.com', label: 'a+b@example.com' });
    expect(link('institute', 'i-1', { certificateId: 'AC-1' })?.to).toBe('/admin/accreditation/institutes?search=AC-1');
    expect(link('institute', 'i-1', { certificateId: { before: 'AC-1', after: 'AC-2' } })?.label).toBe('AC-2');
  });

  it('are left out where there is nowhere to go', () => {
    expect(link('user', 'u-1')).toBeNull();
    expect(link('institute', 'import', { count: 3 })).toBeNull();
    expect(link('price', 'evaluation.individual')).toBeNull();
    expect(link('job', 'j-1', { queue: 'mail.deliver' })).toBeNull();
  });
});
