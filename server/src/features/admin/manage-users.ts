import type { CurrentUser, Role } from '@creds/contract';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { endUserSessions } from '../accounts/sessions.js';

const pageSize = 25;

export async function findUsers(db: Database, query: { search?: string | undefined; page: number }) {
  const where = query.search
    ? sql`(lower(${users.username}) like ${`%${query.search}%`} or ${users.email} like ${`%${query.search}%`})`
    : undefined;
  const rows = await db
    .select({ id: users.id, username: users.username, email: users.email, role: users.role, status: users.status, createdAt: users.createdAt })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt))
    .limit(pageSize + 1)
    .offset((query.page - 1) * pageSize);
  return {
    data: rows.slice(0, pageSize).map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    nextPage: rows.length > pageSize ? query.page + 1 : null,
  };
}

/**
 * Grants or withdraws a role. The last admin cannot step down (someone must be able to manage the
 * product); the user's sessions end so the new rights apply at once.
 */
export async function changeUserRole(db: Database, admin: CurrentUser, userId: string, role: Role): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw new AppError('NOT_FOUND', 'User not found.');
    if (user.role === role) return;
    if (user.role === 'admin') {
      const [admins] = await tx.select({ value: count() }).from(users).where(eq(users.role, 'admin'));
      if ((admins?.value ?? 0) <= 1) throw new AppError('CONFLICT', 'The last admin cannot lose the admin role. Make someone else admin first.');
    }
    await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId));
    await endUserSessions(tx, userId);
    await recordAudit(tx, { actorId: admin.id, action: 'user.role_changed', subjectType: 'user', subjectId: userId, details: { email: user.email, before: user.role, after: role } });
  });
}
