import type { Database } from '../../db/client.js';
import type { Mailer } from '../../providers/mail.js';
import type { FileStorage } from '../../providers/storage.js';
import type { IssuerDocuments } from './open-badge.js';
import type { SigningKey } from './signing-key.js';

export interface CertificateDeps {
  db: Database;
  storage: FileStorage;
  mailer: Mailer;
  publicUrl: string;
  key: SigningKey;
  issuer: IssuerDocuments;
}

export function statusListUrl(publicUrl: string): string {
  return `${publicUrl}/api/certificates/status-list`;
}

export function credentialUrl(publicUrl: string, certificateId: string): string {
  return `${publicUrl}/api/certificates/${certificateId}/credential`;
}
