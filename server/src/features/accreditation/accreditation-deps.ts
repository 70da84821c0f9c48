import { renewalPath } from '@creds/contract';
import type { extractText } from '@creds/engine';
import type { Database } from '../../db/client.js';
import type { Mailer } from '../../providers/mail.js';
import type { FileStorage } from '../../providers/storage.js';
import type { SigningKey } from '../certificates/signing-key.js';
import type { PaymentDeps } from '../payments/payment-deps.js';

export interface AccreditationDeps {
  db: Database;
  storage: FileStorage;
  mailer: Mailer;
  publicUrl: string;
  /** The provider's signing key: institutes' Open Badges credentials are signed with it. */
  key: SigningKey;
  /** Reads the text of a PDF, DOC or DOCX, for the English check; tests may put a failing one in its place. */
  readText: typeof extractText;
  /** What taking a payment needs: the provider, and the handler a missed webhook is replayed through. */
  payments: PaymentDeps;
}

/** The public page that shows an accreditation certificate's state (its QR code opens it). */
export function verificationPageUrl(publicUrl: string, certificateId: string): string {
  return `${publicUrl}/accreditation/verify/${encodeURIComponent(certificateId)}`;
}

export function credentialUrlOf(publicUrl: string, certificateId: string): string {
  return `${publicUrl}/api/accreditation/certificates/${encodeURIComponent(certificateId)}/credential`;
}

export function applicationPageUrl(publicUrl: string, applicationId: string): string {
  return `${publicUrl}/accreditation/applications/${applicationId}`;
}

export function renewalPageUrl(publicUrl: string, certificateId: string): string {
  return `${publicUrl}${renewalPath(certificateId)}`;
}
