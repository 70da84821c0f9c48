import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { auditLog, users } from '../../db/schema.js';

const pageSize = 50;

/** The audit log, newest first. */
export async function findAuditLog(db: Database, page: number) {
  const rows = await db
    .select({ entry: auditLog, actorName: users.username, actorEmail: users.email })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  return {
    data: rows.slice(0, pageSize).map(({ entry, actorName, actorEmail }) => ({
      id: entry.id,
      at: entry.createdAt.toISOString(),
      actorName,
      actorEmail,
      action: entry.action,
      subjectType: entry.subjectType,
      subjectId: entry.subjectId,
      details: entry.details as Record<string, unknown>,
    })),
    nextPage: rows.length > pageSize ? page + 1 : null,
  };
}
