import { activationLinkInvalid, type CurrentUser } from '@creds/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { accountTokens, users } from '../../db/schema.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { hitAndCheck, minutesUntil } from '../../lib/rate-limiter.js';
import { randomToken, sha256 } from '../../lib/secrets.js';
import { activationTokenMs, limits, normalizeEmail, type AccountDeps } from './account-deps.js';
import { activationMail } from './account-mails.js';
import { activationUrl } from './register-account.js';

export const activationMessages = {
  invalid: activationLinkInvalid,
  expired: 'This activation link has expired. Send a new one below.',
  used: 'This activation link has already been used. Sign in with your email and password.',
  resent: 'If an account with this email is waiting for activation, we have sent it a new activation link.',
} as const;

/** Activates the account behind a mailed link (single use, 48 hours) and returns its user. */
export async function activateAccount(deps: AccountDeps, token: string): Promise<CurrentUser> {
  return deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ token: accountTokens, user: { id: users.id, username: users.username, email: users.email, role: users.role, status: users.status } })
      .from(accountTokens)
      .innerJoin(users, eq(users.id, accountTokens.userId))
      .where(and(eq(accountTokens.tokenHash, sha256(token)), eq(accountTokens.purpose, 'activation')))
      .for('update');
    if (!found) throw new AppError('TOKEN_INVALID', activationMessages.invalid);
    if (found.token.usedAt) throw new AppError('TOKEN_USED', activationMessages.used);
    if (found.token.expiresAt.getTime() <= Date.now()) throw new AppError('TOKEN_EXPIRED', activationMessages.expired);
    if (found.user.status === 'suspended') throw new AppError('ACCOUNT_SUSPENDED', 'This account has been suspended. Please contact support.');

    await tx.update(accountTokens).set({ usedAt: new Date() }).where(eq(accountTokens.id, found.token.id));
    const becomesAdmin = deps.bootstrapAdminEmail !== undefined && found.user.email === deps.bootstrapAdminEmail;
    await tx
      .update(users)
      .set({
        status: 'active',
        activatedAt: found.user.status === 'pending' ? new Date() : undefined,
        ...(becomesAdmin ? { role: 'admin' as const } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, found.user.id));
    if (becomesAdmin) {
      await recordAudit(tx, { actorId: null, action: 'user.role_changed', subjectType: 'user', subjectId: found.user.id, details: { email: found.user.email, before: found.user.role, after: 'admin', by: 'BOOTSTRAP_ADMIN_EMAIL' } });
    }
    const { status: _status, ...user } = found.user;
    return becomesAdmin ? { ...user, role: 'admin' } : user;
  });
}

/**
 * Mails a fresh activation link to an account still waiting for one; earlier links stop working.
 * The answer never says whether the e-mail has an account.
 */
export async function resendActivation(deps: AccountDeps, rawEmail: string): Promise<void> {
  const email = normalizeEmail(rawEmail);
  const limit = { key: `mail:activation:${email}`, ...limits.mailsPerEmail };
  const { exceeded, retryAfterMs } = await hitAndCheck(deps.db, limit);
  if (exceeded) {
    throw new AppError(
      'RATE_LIMITED',
      `Too many activation emails were requested for this address. Please try again in ${minutesUntil(retryAfterMs)} minutes.`,
    );
  }
  const [user] = await deps.db.select().from(users).where(eq(users.email, email));
  if (!user || user.status !== 'pending') return;

  const token = randomToken();
  await deps.db.transaction(async (tx) => {
    await tx
      .delete(accountTokens)
      .where(and(eq(accountTokens.userId, user.id), eq(accountTokens.purpose, 'activation'), isNull(accountTokens.usedAt)));
    await tx.insert(accountTokens).values({
      userId: user.id,
      purpose: 'activation',
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + activationTokenMs),
    });
  });
  await deps.mailer.send(activationMail(email, user.username, activationUrl(deps.publicUrl, token)));
}
