import type { CurrentUser } from '@creds/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accreditedInstitutes } from '../../db/schema.js';
import { recordAudit } from '../../lib/audit.js';

/** One admin action takes every demo institute out of the registry for good; returns how many went. */
export async function removeDemoInstitutes(db: Database, admin: CurrentUser): Promise<number> {
  return db.transaction(async (tx) => {
    const removed = await tx.delete(accreditedInstitutes).where(eq(accreditedInstitutes.source, 'demo')).returning({ id: accreditedInstitutes.id });
    if (removed.length > 0) {
      await recordAudit(tx, { actorId: admin.id, action: 'institute.demo_removed', subjectType: 'institute', subjectId: 'demo', details: { count: removed.length } });
    }
    return removed.length;
  });
}
