import { branding, formatCents } from '@creds/contract';
import { emailLink, renderMail } from '../../lib/mail-layout.js';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/Chicago' });

export function receiptMail(input: { to: string; name: string; courseName: string; badgeId: string; amountCents: number; paidAt: Date; card: { brand: string; last4: string } | null }) {
  return renderMail({
    to: input.to,
    subject: `Your ${branding.productName} receipt for "${input.courseName}"`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `Thank you for your payment. Our reviewers will now verify the evaluation of "${input.courseName}" (badge ${input.badgeId}), usually within two business days, and e-mail you when your certificate is ready.`,
      `Amount: ${formatCents(input.amountCents)} (USD)`,
      `Date: ${dateFormat.format(input.paidAt)}`,
      input.card ? `Paid with: ${input.card.brand.toUpperCase()} card ending in ${input.card.last4}` : 'Paid with: card',
      ['Refunds are available within 7 days of payment: reply to ', emailLink(branding.supportEmail), '.'],
    ],
  });
}

export function refundMail(input: { to: string; name: string; courseName: string; amountCents: number; revokedCertificateId?: string }) {
  return renderMail({
    to: input.to,
    subject: `Your ${branding.productName} payment was refunded`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `We have refunded ${formatCents(input.amountCents)} for the evaluation of "${input.courseName}". The money returns to your card within 5 to 10 business days, depending on your bank.`,
      input.revokedCertificateId
        ? `As the certificate ${input.revokedCertificateId} was not paid for, it has been revoked: verification now shows it as revoked.`
        : 'The evaluation is no longer in our review queue.',
      'If you want a certificate for this course later, submit it again from your dashboard for a new evaluation.',
    ],
  });
}
