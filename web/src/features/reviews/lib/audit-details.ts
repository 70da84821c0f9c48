import { formatCents, levelLabels, type Level } from '@creds/contract';
import { formatDate } from '../../../components/ui/formatted-date';
import { jobTitle } from '../../jobs/lib/job-descriptions';

export const auditActionLabels: Record<string, string> = {
  'evaluation.adjusted': 'Result adjusted',
  'evaluation.verified': 'Evaluation verified',
  'evaluation.rejected': 'Evaluation rejected',
  'certificate.revoked': 'Certificate revoked',
  'price.updated': 'Price changed',
  'user.role_changed': 'Role changed',
  'payment.refunded': 'Payment refunded',
  'application.approved': 'Accreditation approved',
  'application.rejected': 'Accreditation rejected',
  'application.information_requested': 'More information requested',
  'institute.added': 'Institute listed',
  'institute.updated': 'Institute corrected',
  'institute.removed': 'Institute removed from the list',
  'institute.renewed': 'Accreditation renewed',
  'institute.imported': 'Institutes imported',
  'institute.demo_removed': 'Demo institutes removed',
  'job.retried': 'Failed job run again',
};

const purposes: Record<string, string> = { evaluation: 'evaluation', accreditation: 'accreditation fee', renewal: 'renewal fee' };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function text(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The names of the fields audit entries record, as an admin reads them; a field not listed keeps its own name. */
const fieldLabels: Record<string, string> = {
  certificateId: 'Certificate',
  name: 'Name',
  country: 'Country',
  startDate: 'Accredited from',
  endDate: 'Accredited until',
  link: 'Website',
  comment: 'Comment',
  reference: 'Application',
  email: 'E-mail',
  count: 'Count',
};

/** A field's value; a calendar date (YYYY-MM-DD) as the admin pages write dates. */
function fieldText(value: unknown): string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value) : text(value);
}

function fieldLine(field: string, value: unknown): string {
  const label = fieldLabels[field] ?? field;
  return isRecord(value) && 'before' in value ? `${label}: ${fieldText(value.before)} → ${fieldText(value.after)}` : `${label}: ${fieldText(value)}`;
}

function levelText(value: unknown): string {
  return typeof value === 'number' && value in levelLabels ? `${levelLabels[value as Level]} (${value})` : text(value);
}

function skillChanges(before: unknown, after: unknown): string | null {
  if (!Array.isArray(after)) return null;
  const previous = Array.isArray(before) ? before.map(String) : null;
  if (!previous) return `Skills set to: ${after.join(', ') || 'none'}`;
  const added = after.map(String).filter((skill) => !previous.includes(skill));
  const removed = previous.filter((skill) => !after.map(String).includes(skill));
  if (added.length === 0 && removed.length === 0) return null;
  const parts = [added.length ? `added ${added.join(', ')}` : '', removed.length ? `removed ${removed.join(', ')}` : ''];
  return `Skills: ${parts.filter(Boolean).join('; ')}`;
}

/** An audit entry's details as short sentences a person reads (what changed, from what to what). */
export function describeAuditDetails(action: string, details: Record<string, unknown>): string[] {
  const lines: string[] = [];
  const note = typeof details.note === 'string' && details.note ? `Note: ${details.note}` : null;
  switch (action) {
    case 'evaluation.adjusted': {
      const before = isRecord(details.before) ? details.before : {};
      const after = isRecord(details.after) ? details.after : {};
      if (before.level !== after.level) lines.push(`Level: ${levelText(before.level)} → ${levelText(after.level)}`);
      if (before.points !== after.points) lines.push(`Points: ${text(before.points)} → ${text(after.points)}`);
      const skills = skillChanges(before.skills, after.skills);
      if (skills) lines.push(skills);
      break;
    }
    case 'evaluation.verified':
      lines.push(`Certificate ${text(details.certificateId)} issued at ${levelText(details.level)}, ${text(details.points)} points`);
      break;
    case 'evaluation.rejected':
    case 'certificate.revoked':
      lines.push(`Reason: ${text(details.reason)}`);
      break;
    case 'price.updated': {
      const format = (value: unknown) => (typeof value === 'number' ? (details.unit === 'percent' ? `${value} %` : formatCents(value)) : text(value));
      lines.push(`${format(details.before)} → ${format(details.after)}`);
      break;
    }
    case 'payment.refunded':
      lines.push(`${typeof details.amountCents === 'number' ? formatCents(details.amountCents) : '—'} refunded (${purposes[text(details.purpose)] ?? text(details.purpose)})`);
      if (details.revokedCertificateId) lines.push(`Certificate ${text(details.revokedCertificateId)} revoked with it`);
      if (details.withdrawnCertificateId) lines.push(`Accreditation ${text(details.withdrawnCertificateId)} withdrawn with it`);
      break;
    case 'application.rejected':
      lines.push(`${text(details.reference)}: ${text(details.reason)}`);
      break;
    case 'application.information_requested':
      lines.push(`${text(details.reference)}: ${text(details.message)}`);
      break;
    case 'institute.updated':
      for (const [field, change] of Object.entries(details)) lines.push(fieldLine(field, change));
      break;
    case 'institute.imported':
    case 'institute.demo_removed':
      lines.push(`${text(details.count)} institutes`);
      break;
    case 'job.retried':
      lines.push(`${jobTitle(text(details.queue))} (${text(details.queue)})`);
      break;
    case 'user.role_changed':
      lines.push(`${text(details.email)}: ${text(details.before)} → ${text(details.after)}${details.by ? ` (by ${text(details.by)})` : ''}`);
      break;
    default:
      for (const [key, value] of Object.entries(details)) if (key !== 'note') lines.push(fieldLine(key, value));
  }
  if (note) lines.push(note);
  return lines;
}

/** What kind of thing an entry is about, as a heading over its identifier. */
export const auditSubjectTypeLabels: Record<string, string> = {
  evaluation: 'Evaluation',
  certificate: 'Certificate',
  user: 'User',
  price: 'Price',
  payment: 'Payment',
  institute: 'Institute',
  application: 'Accreditation application',
  job: 'Background job',
};

/** The certificate number in an institute entry's details (a correction holds it as before and after). */
function instituteCertificateId(details: Record<string, unknown>): string | null {
  const value = details.certificateId;
  if (typeof value === 'string' && value) return value;
  if (isRecord(value) && typeof value.after === 'string' && value.after) return value.after;
  return null;
}

/**
 * Where the console shows an entry's subject, with the words the link reads: the evaluation's review page, a
 * certificate's verification, an application's page; a user or an institute (which have no page of their own)
 * in the console's list searched for their e-mail or certificate number. Null when there is nowhere to go.
 */
export function auditSubjectLink(entry: { subjectType: string; subjectId: string; details: Record<string, unknown> }): { to: string; label: string } | null {
  const id = encodeURIComponent(entry.subjectId);
  switch (entry.subjectType) {
    case 'evaluation':
      return { to: `/admin/evaluations/${id}`, label: entry.subjectId };
    case 'certificate':
      return { to: `/validate?certificateId=${id}`, label: entry.subjectId };
    case 'application':
      return { to: `/admin/accreditation/applications/${id}`, label: typeof entry.details.reference === 'string' ? entry.details.reference : entry.subjectId };
    case 'user': {
      const email = entry.details.email;
      return typeof email === 'string' && email ? { to: `/admin/users?${new URLSearchParams({ search: email })}`, label: email } : null;
    }
    case 'institute': {
      const certificateId = instituteCertificateId(entry.details);
      return certificateId ? { to: `/admin/accreditation/institutes?${new URLSearchParams({ search: certificateId })}`, label: certificateId } : null;
    }
    default:
      return null;
  }
}
