import { z } from 'zod';
import { usernameSchema } from './accounts.js';
import { levelLabelSchema, levelSchema } from './levels.js';

export const certificateMessages = {
  idRequired: 'Certificate ID is required',
  idTooLong: 'Certificate ID can only be 100 characters long',
  prompt: 'Enter certificate ID and name to validate!',
  invalid: 'Invalid Certificate!',
  invalidHelp: 'Please ensure that the name and ID are correct. If the error persists, please contact the issuer.',
  robot: 'You are a robot!',
  validateFailed: 'Failed to validate certificate',
  downloading: 'Downloading certificate...',
  downloadFailed: 'Failed to download certificate.',
  downloadNetworkFailed: 'Failed to download the certificate.',
  valid: 'Valid',
  revoked: 'Revoked',
} as const;

/** The holder's name as typed for verification: compared trimmed, without case, spaces collapsed. */
export function normalizeHolderName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

export const verifyCertificateFormSchema = z.object({
  certificateId: z.string({ error: certificateMessages.idRequired }).trim().min(1, { error: certificateMessages.idRequired }).max(100, { error: certificateMessages.idTooLong }),
  certificateName: usernameSchema,
  antiSpam: z.boolean().default(false),
});
export type VerifyCertificateForm = z.input<typeof verifyCertificateFormSchema>;

export const verifyCertificateInputSchema = verifyCertificateFormSchema.omit({ antiSpam: true });

/** What verification shows (spec section 3), with the holder, the skills and any revocation. */
export const certificateVerificationSchema = z.object({
  id: z.string(),
  holderName: z.string(),
  courseName: z.string(),
  complexity: levelLabelSchema,
  level: levelSchema,
  points: z.number(),
  skills: z.array(z.string()),
  courseStartDate: z.string(),
  courseEndDate: z.string(),
  instituteName: z.string(),
  instituteCountry: z.string(),
  issuedOn: z.string(),
  hoursCompleted: z.number(),
  revoked: z.boolean(),
  revokedAt: z.string().nullable(),
  revokeReason: z.string().nullable(),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

/** POST certificate/verify: the certificate, or an empty msg when the id and name do not both match. */
export const verifyCertificateResponseSchema = z.object({ msg: certificateVerificationSchema.nullable() });

/**
 * What the client accepts as a verification answer: the fields of spec section 3 suffice (the holder's
 * name is then the one asked about, the level follows from the complexity label), and an empty msg
 * ('' or {} or none) means no such certificate. The server answers with `verifyCertificateResponseSchema`.
 */
export const verifyCertificateAnswerSchema = z.object({
  msg: z.preprocess(
    (msg) => (msg === undefined || msg === '' || (typeof msg === 'object' && msg !== null && Object.keys(msg).length === 0) ? null : msg),
    certificateVerificationSchema
      .extend({
        holderName: z.string().optional(),
        level: levelSchema.optional(),
        points: z.number().optional(),
        skills: z.array(z.string()).default([]),
        instituteCountry: z.string().default(''),
        revoked: z.boolean().default(false),
        revokedAt: z.string().nullable().default(null),
        revokeReason: z.string().nullable().default(null),
      })
      .nullable(),
  ),
});

export const credentialCheckResponseSchema = z.object({
  msg: z.object({
    valid: z.boolean(),
    steps: z.array(z.object({ id: z.string(), ok: z.boolean(), message: z.string() })),
    certificate: certificateVerificationSchema.nullable(),
  }),
});

export const revokeCertificateInputSchema = z.object({
  reason: z.string({ error: 'Give the reason for revoking.' }).trim().min(10, { error: 'Give the reason for revoking (at least 10 characters).' }).max(1000),
});

/** LinkedIn's documented "Add to profile" link for a certification. */
export function linkedInAddToProfileUrl(input: { name: string; organizationName: string; issued: Date; certificateId: string; certUrl: string }): string {
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: input.name,
    organizationName: input.organizationName,
    issueYear: String(input.issued.getUTCFullYear()),
    issueMonth: String(input.issued.getUTCMonth() + 1),
    certId: input.certificateId,
    certUrl: input.certUrl,
  });
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}

/** The public page of a certificate, with the name that opens it. */
export function certificatePagePath(certificateId: string, holderName: string): string {
  return `/certificates/${encodeURIComponent(certificateId)}?name=${encodeURIComponent(holderName)}`;
}

export function verifyPagePath(certificateId: string, holderName: string): string {
  return `/validate?certificateId=${encodeURIComponent(certificateId)}&name=${encodeURIComponent(holderName)}`;
}
