import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accreditedInstitutes } from '../../db/schema.js';
import { newCertificateId } from '../certificates/certificate-id.js';

/** Accreditation certificate numbers: "AC-" and a check-digited number, so they never pass for an evaluation's. */
export const instituteCertificatePrefix = 'AC-';

/** A fresh number no institute has yet (the unique index is the last word; a clash is rare). */
export async function unusedInstituteCertificateId(db: Database): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const candidate = `${instituteCertificatePrefix}${newCertificateId()}`;
    const [taken] = await db
      .select({ id: accreditedInstitutes.id })
      .from(accreditedInstitutes)
      .where(sql`lower(${accreditedInstitutes.certificateId}) = ${candidate.toLowerCase()}`);
    if (!taken) return candidate;
  }
  throw new Error('Could not find an unused accreditation certificate number');
}
