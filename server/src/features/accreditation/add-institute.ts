import { accreditationMessages, type AdminInstitute, type CurrentUser, type InstituteValues } from '@creds/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accreditedInstitutes } from '../../db/schema.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { unusedInstituteCertificateId } from './institute-certificate-id.js';
import { toAdminInstitute } from './institute-rows.js';

export function certificateIdTaken(): AppError {
  return new AppError('CONFLICT', accreditationMessages.certificateIdTaken, { certificateId: accreditationMessages.certificateIdTaken });
}

export async function isCertificateIdTaken(db: Database, certificateId: string, exceptId?: string): Promise<boolean> {
  const i = accreditedInstitutes;
  const [taken] = await db
    .select({ id: i.id })
    .from(i)
    .where(sql`lower(${i.certificateId}) = ${certificateId.toLowerCase()}${exceptId ? sql` and ${i.id} <> ${exceptId}` : sql``}`);
  return taken !== undefined;
}

/** An admin lists an institute directly (one accredited before this product, say): no application, no fee. */
export async function addInstitute(db: Database, admin: CurrentUser, values: InstituteValues): Promise<AdminInstitute> {
  const certificateId = values.certificateId ?? (await unusedInstituteCertificateId(db));
  if (await isCertificateIdTaken(db, certificateId)) throw certificateIdTaken();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(accreditedInstitutes)
      .values({ ...values, certificateId, contactEmail: values.contactEmail?.toLowerCase() ?? null, source: 'admin' })
      .returning();
    await recordAudit(tx, { actorId: admin.id, action: 'institute.added', subjectType: 'institute', subjectId: row!.id, details: { certificateId, name: values.name, startDate: values.startDate, endDate: values.endDate } });
    return toAdminInstitute(row!);
  });
}
