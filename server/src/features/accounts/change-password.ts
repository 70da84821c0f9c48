import type { ChangePasswordInput } from '@creds/contract';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { hashSecret, verifySecret } from '../../lib/secrets.js';
import type { AccountDeps } from './account-deps.js';
import { passwordChangedMail } from './account-mails.js';
import { endUserSessions } from './sessions.js';

export const changePasswordMessages = {
  wrongCurrent: 'Your current password is incorrect.',
  done: 'Password changed successfully. You stay signed in here; other devices have been signed out.',
} as const;

/** Sets a new password after checking the current one, and ends every session of the user. */
export async function changePassword(deps: AccountDeps, userId: string, input: ChangePasswordInput): Promise<void> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('NOT_FOUND', 'Account not found.');
  if (!(await verifySecret(user.passwordHash, input.currentPassword))) {
    throw new AppError('BAD_REQUEST', changePasswordMessages.wrongCurrent, {
      currentPassword: changePasswordMessages.wrongCurrent,
    });
  }
  const passwordHash = await hashSecret(input.newPassword);
  await deps.db.transaction(async (tx) => {
    const now = new Date();
    await tx.update(users).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(users.id, userId));
    await endUserSessions(tx, userId);
  });
  await deps.mailer.send(passwordChangedMail(user.email, user.username));
}
