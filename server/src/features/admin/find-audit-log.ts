import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { auditLog, users } from '../../db/schema.js';
import { likePattern } from '../../lib/like-pattern.js';

const pageSize = 50;

/**
 * The audit log, newest first; with `search` (lower case), only the entries whose actor's name or e-mail,
 * subject (a badge or certificate id, an e-mail) or action code holds it.
 */
export async function findAuditLog(db: Database, page: number, search?: string) {
  const pattern = search ? likePattern(search) : undefined;
  const rows = await db
    .select({ entry: auditLog, actorName: users.username, actorEmail: users.email })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(
      pattern
        ? sql`(lower(${users.username}) like ${pattern} or lower(${users.email}) like ${pattern} or lower(${auditLog.subjectId}) like ${pattern} or ${auditLog.action} like ${pattern})`
        : undefined,
    )
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
