import type { Level } from '@creds/contract';

/**
 * What a certificate says, fixed at issue: the PDF and the Open Badges credential are both drawn from it.
 * Dates of the course are ISO dates (YYYY-MM-DD) as the applicant gave them.
 */
export interface CertificateData {
  /** 8 digits, the last a check digit (see certificate-id.ts). */
  certificateId: string;
  holderName: string;
  courseName: string;
  level: Level;
  levelLabel: string;
  /** Rating points, 0 to 5: the stars. */
  points: number;
  skills: string[];
  creditHours: number;
  instituteName: string;
  instituteCountry: string;
  courseStartDate: string;
  courseEndDate: string;
  issuedOn: Date;
  /** The public verification page with the id and the name filled in; the QR code opens it. */
  verifyUrl: string;
  /** A certificate is rendered once at issue; revocation shows in verification, never on the PDF. */
  revoked?: never;
}
