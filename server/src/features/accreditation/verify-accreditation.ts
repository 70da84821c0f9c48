import { accreditationMessages, accreditationState, utcIsoDate, type AccreditationVerification } from '@creds/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accreditedInstitutes } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { credentialUrlOf } from './accreditation-deps.js';
import { toPublicInstitute, type InstituteRow } from './institute-rows.js';

/** The institute holding an accreditation certificate number, typed with any case and spacing. */
export async function findInstituteByCertificateId(db: Database, certificateId: string): Promise<InstituteRow | undefined> {
  const typed = certificateId.trim().replace(/\s+/g, '').toLowerCase();
  const [row] = await db.select().from(accreditedInstitutes).where(sql`lower(${accreditedInstitutes.certificateId}) = ${typed}`);
  return row;
}

/**
 * Public verification of an accreditation certificate: what it certifies and whether it holds today
 * (current), has lapsed (expired), was withdrawn by the provider, or has not started yet.
 */
export async function verifyAccreditation(db: Database, publicUrl: string, certificateId: string, today = utcIsoDate()): Promise<AccreditationVerification> {
  const row = await findInstituteByCertificateId(db, certificateId);
  if (!row) throw new AppError('NOT_FOUND', accreditationMessages.certificateNotFound);
  return { ...toPublicInstitute(row), state: accreditationState(row, today), credentialUrl: row.credential ? credentialUrlOf(publicUrl, row.certificateId) : null };
}
