import type { Database } from '../db/client.js';
import { auditLog } from '../db/schema.js';

export interface AuditEntry {
  actorId: string | null;
  /** What was done, e.g. `evaluation.verified`, `user.role_changed`, `price.updated`. */
  action: string;
  subjectType: 'evaluation' | 'user' | 'price' | 'payment' | 'certificate' | 'institute' | 'application' | 'job';
  subjectId: string;
  /** What changed: before and after values, reasons. */
  details?: Record<string, unknown>;
}

/** Writes to the audit log, in the caller's transaction so the record and the change stand or fall together. */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, details: entry.details ?? {} });
}
