import { accreditationMessages, type CurrentUser } from '@creds/contract';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accreditedInstitutes } from '../../db/schema.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';

/**
 * Takes the still-listed institutes matching `where` out of the registry, in the caller's transaction: the
 * row stays, marked withdrawn, so its certificate number keeps answering verification ("withdrawn").
 */
export async function withdrawInstitutes(tx: Database, where: SQL | undefined, now: Date): Promise<{ id: string; certificateId: string; name: string }[]> {
  return tx
    .update(accreditedInstitutes)
    .set({ removedAt: now, updatedAt: now })
    .where(and(where, isNull(accreditedInstitutes.removedAt)))
    .returning({ id: accreditedInstitutes.id, certificateId: accreditedInstitutes.certificateId, name: accreditedInstitutes.name });
}

/**
 * An admin removes an institute from the public list. The row stays, marked withdrawn, so its certificate
 * number keeps answering verification ("withdrawn") instead of looking as if it never existed.
 */
export async function removeInstitute(db: Database, admin: CurrentUser, instituteId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await withdrawInstitutes(tx, eq(accreditedInstitutes.id, instituteId), new Date());
    if (!row) throw new AppError('NOT_FOUND', accreditationMessages.instituteNotFound);
    await recordAudit(tx, { actorId: admin.id, action: 'institute.removed', subjectType: 'institute', subjectId: instituteId, details: { certificateId: row.certificateId, name: row.name } });
  });
}
