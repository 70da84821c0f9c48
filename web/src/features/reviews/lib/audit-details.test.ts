import { describe, expect, it } from 'vitest';
import { describeAuditDetails } from './audit-details';

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
    expect(describeAuditDetails('institute.updated', { certificateId: { before: 'AC-1', after: 'AC-2' } })).toEqual(['certificateId: AC-1 → AC-2']);
    expect(describeAuditDetails('application.rejected', { reference: 'AP-X1', reason: 'No proof of premises' })).toEqual(['AP-X1: No proof of premises']);
  });
});
