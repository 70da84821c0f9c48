import { desc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { likePattern } from '../../lib/like-pattern.js';

const pageSize = 25;

/** Users, newest first; with `search` (lower case), only those whose name or e-mail holds it. */
export async function findUsers(db: Database, query: { search?: string | undefined; page: number }) {
  const pattern = query.search ? likePattern(query.search) : undefined;
  const rows = await db
    .select({ id: users.id, username: users.username, email: users.email, role: users.role, status: users.status, createdAt: users.createdAt })
    .from(users)
    .where(pattern ? sql`(lower(${users.username}) like ${pattern} or lower(${users.email}) like ${pattern})` : undefined)
    .orderBy(desc(users.createdAt))
    .limit(pageSize + 1)
    .offset((query.page - 1) * pageSize);
  return {
    data: rows.slice(0, pageSize).map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    nextPage: rows.length > pageSize ? query.page + 1 : null,
  };
}
