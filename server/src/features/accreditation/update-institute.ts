import { accreditationMessages, type AdminInstitute, type CurrentUser, type InstituteValues } from '@creds/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { accreditedInstitutes } from '../../db/schema.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import type { AccreditationDeps } from './accreditation-deps.js';
import { certificateIdTaken, isCertificateIdTaken } from './add-institute.js';
import { toAdminInstitute } from './institute-rows.js';
import { signInstituteCredential } from './institute-credential.js';

function instituteRemoved(): AppError {
  return new AppError('CONFLICT', accreditationMessages.instituteRemoved);
}

/**
 * An admin corrects a listed institute (its name, dates, comment, link, contact, number). An institute
 * with a published credential gets it issued again, so the credential and the registry agree. A withdrawn
 * institute is not edited: its record stays as it was when it left the registry.
 */
export async function updateInstitute(deps: Pick<AccreditationDeps, 'db' | 'key' | 'publicUrl'>, admin: CurrentUser, instituteId: string, values: InstituteValues): Promise<AdminInstitute> {
  const [before] = await deps.db.select().from(accreditedInstitutes).where(eq(accreditedInstitutes.id, instituteId));
  if (!before) throw new AppError('NOT_FOUND', accreditationMessages.instituteNotFound);
  if (before.removedAt) throw instituteRemoved();
  const certificateId = values.certificateId ?? before.certificateId;
  // An issued certificate carries its number (PDF, e-mail, signed credential): a new number would leave it verifying as unknown.
  if (before.credential && certificateId !== before.certificateId) {
    const message = `The accreditation certificate was issued as ${before.certificateId}; its number cannot change.`;
    throw new AppError('CONFLICT', message, { certificateId: message });
  }
  if (await isCertificateIdTaken(deps.db, certificateId, instituteId)) throw certificateIdTaken();
  const credential = before.credential
    ? await signInstituteCredential({ certificateId, name: values.name, country: values.country, link: values.link, startDate: values.startDate, endDate: values.endDate, publicUrl: deps.publicUrl }, deps.key)
    : null;

  return deps.db.transaction(async (tx) => {
    // Still listed: an institute another admin removed meanwhile stays as it was withdrawn.
    const [row] = await tx
      .update(accreditedInstitutes)
      .set({ ...values, certificateId, contactEmail: values.contactEmail?.toLowerCase() ?? null, ...(credential ? { credential } : {}), updatedAt: new Date() })
      .where(and(eq(accreditedInstitutes.id, instituteId), isNull(accreditedInstitutes.removedAt)))
      .returning();
    if (!row) throw instituteRemoved();
    const changed = Object.fromEntries(
      (['certificateId', 'name', 'country', 'startDate', 'endDate', 'comment', 'link', 'contactEmail'] as const)
        .filter((key) => before[key] !== row[key])
        .map((key) => [key, { before: before[key], after: row[key] }]),
    );
    await recordAudit(tx, { actorId: admin.id, action: 'institute.updated', subjectType: 'institute', subjectId: instituteId, details: changed });
    return toAdminInstitute(row);
  });
}
