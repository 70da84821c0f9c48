import { branding, formatCents } from '@creds/contract';
import { emailLink, renderMail } from '../../lib/mail-layout.js';
import { formatCertificateDate } from '../certificates/certificate-pdf.js';

interface Applicant {
  to: string;
  name: string;
  reference: string;
  instituteName: string;
  /** The application's page. */
  url: string;
}

const action = (url: string) => ({ label: 'Open your application', url });

export function applicationReceivedMail(input: Applicant & { feeCents: number }) {
  return renderMail({
    to: input.to,
    subject: `Accreditation application ${input.reference} received`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `We have received the accreditation application of ${input.instituteName} (reference ${input.reference}).`,
      `To send it for review, pay the registration and first-year fee of ${formatCents(input.feeCents)} on the application's page. Review takes about one week, sometimes a second week when we need more information.`,
    ],
    action: action(input.url),
  });
}

export function applicationPaidMail(input: Applicant & { amountCents: number; paidAt: Date; card: { brand: string; last4: string } | null }) {
  return renderMail({
    to: input.to,
    subject: `Accreditation application ${input.reference} is under review`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `Thank you for your payment. The application of ${input.instituteName} is now under review; we will e-mail you when a reviewer has decided or needs more information.`,
      `Amount: ${formatCents(input.amountCents)} (USD), registration and first year of accreditation`,
      `Date: ${formatCertificateDate(input.paidAt)}`,
      input.card ? `Paid with: ${input.card.brand.toUpperCase()} card ending in ${input.card.last4}` : 'Paid with: no payment was due',
      ['Refunds are available within 7 days of payment: write to ', emailLink(branding.accreditationEmail), '.'],
    ],
    action: action(input.url),
  });
}

export function informationRequestedMail(input: Applicant & { message: string }) {
  return renderMail({
    to: input.to,
    subject: `More information needed for accreditation application ${input.reference}`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `Our reviewer needs more information before deciding on the application of ${input.instituteName}.`,
      `The reviewer asks: ${input.message}`,
      'Answer on the application page; you can upload corrected or additional documents there (in English).',
    ],
    action: action(input.url),
  });
}

export function informationReceivedMail(input: Applicant) {
  return renderMail({
    to: input.to,
    subject: `Accreditation application ${input.reference} is back under review`,
    greeting: `Hello ${input.name},`,
    paragraphs: [`Thank you for your answer. The application of ${input.instituteName} is under review again; we will e-mail you when a reviewer has decided.`],
    action: action(input.url),
  });
}

export function applicationApprovedMail(input: Applicant & { certificateId: string; startDate: string; endDate: string; verifyUrl: string }) {
  return renderMail({
    to: input.to,
    subject: `${input.instituteName} is accredited`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `Congratulations: ${input.instituteName} is accredited by ${branding.legalName} and is now listed among our accredited institutes.`,
      `Accreditation certificate: ${input.certificateId}`,
      `Accreditation period: ${formatCertificateDate(input.startDate)} to ${formatCertificateDate(input.endDate)}`,
      'Download the accreditation certificate (PDF) and the Open Badges credential of the institute from the application page.',
      ['Anyone can check the accreditation at ', { href: input.verifyUrl }, '. We will remind you 30 and 7 days before the period ends, with the renewal fee.'],
    ],
    action: action(input.url),
  });
}

/** The fee paid for an application (none when it was waived), and until when it can be refunded. */
export interface PaidFee {
  amountCents: number;
  paidAt: Date;
  refundableUntil: Date;
}

export function applicationRejectedMail(input: Applicant & { reason: string; fee: PaidFee | null; now: Date }) {
  const { fee } = input;
  const refund = !fee
    ? []
    : fee.refundableUntil > input.now
      ? [
          [`You paid ${formatCents(fee.amountCents)} on ${formatCertificateDate(fee.paidAt)}. To have it refunded, write to `, emailLink(branding.accreditationEmail), ` with the reference ${input.reference} by ${formatCertificateDate(fee.refundableUntil)}: payments can be refunded within 7 days of payment.`],
        ]
      : [`The fee of ${formatCents(fee.amountCents)} paid on ${formatCertificateDate(fee.paidAt)} can no longer be refunded: payments can be refunded within 7 days of payment, until ${formatCertificateDate(fee.refundableUntil)}.`];
  return renderMail({
    to: input.to,
    subject: `About accreditation application ${input.reference}`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `We are sorry: the application of ${input.instituteName} for accreditation was not approved.`,
      `The reviewer's reason: ${input.reason}`,
      ['If you have questions, or can address the reason, write to ', emailLink(branding.accreditationEmail), '.'],
      ...refund,
    ],
    action: action(input.url),
  });
}

/** What else a refund did: took the application out of the queue, left a rejection as it was, or withdrew the accreditation. */
export type RefundOutcome = 'left the queue' | 'decided' | { withdrawnCertificateId: string };

export function applicationRefundedMail(input: Applicant & { amountCents: number; outcome: RefundOutcome }) {
  const { outcome } = input;
  return renderMail({
    to: input.to,
    subject: `Your accreditation payment for ${input.reference} was refunded`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `We have refunded ${formatCents(input.amountCents)} for the accreditation application of ${input.instituteName}. The money returns to your card within 5 to 10 business days, depending on your bank.`,
      typeof outcome === 'object'
        ? `As the accreditation was not paid for, it has been withdrawn: ${input.instituteName} is no longer in our public list of accredited institutes, and verification of certificate ${outcome.withdrawnCertificateId} now shows it as withdrawn.`
        : outcome === 'left the queue'
          ? 'The application is no longer in our review queue.'
          : 'The decision on the application stands.',
    ],
    action: action(input.url),
  });
}

export function renewalReminderMail(input: {
  to: string;
  /** The institute's contact, when known. */
  contactName: string | null;
  instituteName: string;
  certificateId: string;
  endDate: string;
  daysLeft: number;
  year: number;
  feeCents: number;
  annualIncreasePercent: number;
  schedule: { year: number; cents: number }[];
  renewUrl: string;
}) {
  const later = input.schedule.filter((entry) => entry.year > input.year).slice(0, 3);
  return renderMail({
    to: input.to,
    subject: `Accreditation of ${input.instituteName} ${input.daysLeft <= 0 ? 'ends today' : `ends in ${input.daysLeft} ${input.daysLeft === 1 ? 'day' : 'days'}`}`,
    greeting: input.contactName ? `Hello ${input.contactName},` : 'Hello,',
    paragraphs: [
      `The accreditation of ${input.instituteName} (certificate ${input.certificateId}) ends on ${formatCertificateDate(input.endDate)}. After that day the institute leaves our public list of accredited institutes and verification of its certificate says it has expired.`,
      `Renewing extends the accreditation by one year. The renewal fee for year ${input.year} is ${formatCents(input.feeCents)}.`,
      ...(later.length > 0 ? [`The fee rises by ${input.annualIncreasePercent}% each further year: ${later.map((entry) => `year ${entry.year} ${formatCents(entry.cents)}`).join(', ')}.`] : []),
    ],
    action: { label: 'Renew the accreditation', url: input.renewUrl },
    footnote: ['You receive this reminder as the contact of the institute. Questions: ', emailLink(branding.accreditationEmail), '.'],
  });
}

/**
 * Where the payer of a renewal gets the renewed certificate and credential: the application page when they
 * applied for it (it serves both), otherwise the public verification page, which offers the credential when
 * the institute has one (an institute listed by an admin or an import has neither).
 */
export type RenewedDownloads = { applicationUrl: string } | { verifyUrl: string; hasCredential: boolean };

export function renewalPaidMail(input: {
  to: string;
  name: string;
  instituteName: string;
  certificateId: string;
  year: number;
  endDate: string;
  amountCents: number;
  paidAt: Date;
  card: { brand: string; last4: string } | null;
  downloads: RenewedDownloads;
}) {
  const { downloads } = input;
  return renderMail({
    to: input.to,
    subject: `Accreditation of ${input.instituteName} renewed`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `Thank you for your payment. The accreditation of ${input.instituteName} (certificate ${input.certificateId}) now runs until ${formatCertificateDate(input.endDate)}.`,
      `Amount: ${formatCents(input.amountCents)} (USD), renewal for year ${input.year} of accreditation`,
      `Date: ${formatCertificateDate(input.paidAt)}`,
      input.card ? `Paid with: ${input.card.brand.toUpperCase()} card ending in ${input.card.last4}` : 'Paid with: no payment was due',
      'applicationUrl' in downloads
        ? 'The renewed accreditation certificate (PDF) and Open Badges credential, with the new period, are ready to download on the application page.'
        : downloads.hasCredential
          ? 'The verification page shows the new period and offers the renewed Open Badges credential to download. The accreditation certificate (PDF) is downloaded from the application page by the account that applied.'
          : ['The verification page shows the new period. For a copy of the accreditation certificate, write to ', emailLink(branding.accreditationEmail), '.'],
      ['Refunds are available within 7 days of payment: write to ', emailLink(branding.accreditationEmail), '.'],
    ],
    action:
      'applicationUrl' in downloads
        ? { label: 'Download the certificate', url: downloads.applicationUrl }
        : { label: 'View the accreditation', url: downloads.verifyUrl },
  });
}

export function renewalRefundedMail(input: { to: string; name: string; instituteName: string; endDate: string; hasEnded: boolean; amountCents: number }) {
  return renderMail({
    to: input.to,
    subject: `Renewal payment for ${input.instituteName} refunded`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `We have refunded ${formatCents(input.amountCents)} for the renewal of ${input.instituteName}, and the year it paid for is withdrawn.`,
      input.hasEnded
        ? `The accreditation ended on ${formatCertificateDate(input.endDate)}: the institute is no longer in our public list of accredited institutes, and verification of its certificate says it has expired.`
        : `The accreditation ends on ${formatCertificateDate(input.endDate)} again.`,
    ],
  });
}
