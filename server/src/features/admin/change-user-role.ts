import { userRoleMessages, type ChangeRoleInput, type CurrentUser } from '@creds/contract';
import { asc, eq, or } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import type { Mailer } from '../../providers/mail.js';
import { endUserSessionsForRoleChange } from '../accounts/sessions.js';
import { roleChangedMail } from './admin-mails.js';

export interface ChangeUserRoleDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: Config['publicUrl'];
}

/**
 * Grants or withdraws a role. `expectedRole` is the role the admin saw: if someone changed it since,
 * nothing changes and the admin is told (409). The last admin cannot step down (someone must be able to
 * manage the product). The user's sessions end so the new rights apply at once, and they get a mail.
 */
export async function changeUserRole(deps: ChangeUserRoleDeps, admin: CurrentUser, userId: string, input: ChangeRoleInput): Promise<void> {
  const changed = await deps.db.transaction(async (tx) => {
    // The user and every admin, locked in one order: two admins demoting each other at once cannot both
    // pass the last-admin check, and cannot deadlock.
    const locked = await tx
      .select({ id: users.id, username: users.username, email: users.email, role: users.role })
      .from(users)
      .where(or(eq(users.id, userId), eq(users.role, 'admin')))
      .orderBy(asc(users.id))
      .for('update');
    const user = locked.find((row) => row.id === userId);
    if (!user) throw new AppError('NOT_FOUND', 'User not found.');
    if (user.role !== input.expectedRole) throw new AppError('CONFLICT', userRoleMessages.changedSince(user.username, user.role));
    if (user.role === input.role) return null;
    if (user.role === 'admin' && locked.filter((row) => row.role === 'admin').length <= 1) {
      throw new AppError('CONFLICT', userRoleMessages.lastAdmin);
    }
    await tx.update(users).set({ role: input.role, updatedAt: new Date() }).where(eq(users.id, userId));
    await endUserSessionsForRoleChange(tx, userId);
    await recordAudit(tx, { actorId: admin.id, action: 'user.role_changed', subjectType: 'user', subjectId: userId, details: { email: user.email, before: user.role, after: input.role } });
    return user;
  });
  if (changed) await deps.mailer.send(roleChangedMail(changed.email, changed.username, changed.role, input.role, `${deps.publicUrl}/login`));
}
