import { accreditationMessages, type CurrentUser } from '@creds/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accreditedInstitutes } from '../../db/schema.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';

/**
 * An admin removes an institute from the public list. The row stays, marked withdrawn, so its certificate
 * number keeps answering verification ("withdrawn") instead of looking as if it never existed.
 */
export async function removeInstitute(db: Database, admin: CurrentUser, instituteId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(accreditedInstitutes)
      .set({ removedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(accreditedInstitutes.id, instituteId), isNull(accreditedInstitutes.removedAt)))
      .returning({ certificateId: accreditedInstitutes.certificateId, name: accreditedInstitutes.name });
    if (!row) throw new AppError('NOT_FOUND', accreditationMessages.instituteNotFound);
    await recordAudit(tx, { actorId: admin.id, action: 'institute.removed', subjectType: 'institute', subjectId: instituteId, details: row });
  });
}
