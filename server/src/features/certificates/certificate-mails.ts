import { branding, certificatePagePath } from '@creds/contract';
import { emailLink, renderMail } from '../../lib/mail-layout.js';

export function certificateIssuedMail(input: { to: string; name: string; courseName: string; certificateId: string; publicUrl: string }) {
  return renderMail({
    to: input.to,
    subject: `Your ${branding.productName} certificate for "${input.courseName}" is ready`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `Our reviewers have verified the evaluation of "${input.courseName}". Your certificate of evaluation is issued.`,
      `Certificate ID: ${input.certificateId}`,
      'Download it from your history, share its public page, or add it to your LinkedIn profile. Anyone can check it on our verification page with the certificate ID and your full name.',
    ],
    action: { label: 'View your certificate', url: `${input.publicUrl}${certificatePagePath(input.certificateId, input.name)}` },
  });
}

export function evaluationRejectedMail(input: { to: string; name: string; courseName: string; reason: string; publicUrl: string }) {
  return renderMail({
    to: input.to,
    subject: `About your ${branding.productName} evaluation of "${input.courseName}"`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `Our reviewers could not verify the evaluation of "${input.courseName}", so no certificate was issued.`,
      `The reviewer's reason: ${input.reason}`,
      ['If you can send what is missing, reply to ', emailLink(branding.supportEmail), ' or submit the course again with the corrected documents. Payments can be refunded within 7 days.'],
    ],
    action: { label: 'Open your history', url: `${input.publicUrl}/history` },
  });
}

export function certificateRevokedMail(input: { to: string; name: string; courseName: string; certificateId: string; reason: string }) {
  return renderMail({
    to: input.to,
    subject: `Your ${branding.productName} certificate ${input.certificateId} was revoked`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `The certificate ${input.certificateId} for "${input.courseName}" has been revoked. Verification now shows it as revoked.`,
      `The reason: ${input.reason}`,
      ['If you believe this is a mistake, write to ', emailLink(branding.supportEmail), '.'],
    ],
  });
}
