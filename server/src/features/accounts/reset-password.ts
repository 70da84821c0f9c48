import { accountMessages, verificationCodeLength, type ResetPasswordInput } from '@creds/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accountTokens, users } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { hitAndCheck, minutesUntil } from '../../lib/rate-limiter.js';
import { hashSecret, randomCode, verifyAgainstDummy, verifySecret } from '../../lib/secrets.js';
import { limits, maxWrongCodeAttempts, normalizeEmail, resetCodeMs, type AccountDeps } from './account-deps.js';
import { resetCodeMail } from './account-mails.js';
import { endUserSessions } from './sessions.js';

export const resetMessages = {
  sent: accountMessages.forgotPasswordSent,
  wrongCode: 'The verification code is incorrect.',
  expiredCode: 'This verification code has expired. Request a new code.',
  usedCode: 'This verification code has already been used. Sign in with your new password, or request a new code.',
  tooManyWrong: 'Too many wrong codes were entered. Request a new code.',
  verified: 'Code verified. Choose your new password.',
  done: accountMessages.passwordResetDone,
  tooManyMails: (minutes: number) =>
    `Too many verification codes were requested for this address. Please try again in ${minutes} minutes.`,
} as const;

/**
 * Step 1: mails an 8-character code to the account of this e-mail, if there is one. The answer is the
 * same either way; the limit counts every request for the address.
 */
export async function requestPasswordReset(deps: AccountDeps, rawEmail: string): Promise<void> {
  const email = normalizeEmail(rawEmail);
  const { exceeded, retryAfterMs } = await hitAndCheck(deps.db, { key: `mail:reset:${email}`, ...limits.mailsPerEmail });
  if (exceeded) throw new AppError('RATE_LIMITED', resetMessages.tooManyMails(minutesUntil(retryAfterMs)));

  const [user] = await deps.db.select().from(users).where(eq(users.email, email));
  if (!user || user.status === 'suspended') {
    await verifyAgainstDummy(email);
    return;
  }
  const code = randomCode(verificationCodeLength);
  const tokenHash = await hashSecret(code);
  await deps.db.transaction(async (tx) => {
    // A new code replaces any earlier one.
    await tx
      .delete(accountTokens)
      .where(and(eq(accountTokens.userId, user.id), eq(accountTokens.purpose, 'password_reset'), isNull(accountTokens.usedAt)));
    await tx.insert(accountTokens).values({
      userId: user.id,
      purpose: 'password_reset',
      tokenHash,
      expiresAt: new Date(Date.now() + resetCodeMs),
    });
  });
  await deps.mailer.send(resetCodeMail(email, user.username, code));
}

type ResetCheck = { userId: string; tokenId: string };

/** A wrong code counts against the code; after five the code is dead. */
async function checkResetCode(db: Database, rawEmail: string, rawCode: string): Promise<ResetCheck> {
  const email = normalizeEmail(rawEmail);
  const code = rawCode.trim().toUpperCase();
  const [found] = await db
    .select({ token: accountTokens, userId: users.id })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(and(eq(users.email, email), eq(accountTokens.purpose, 'password_reset'), isNull(accountTokens.usedAt)))
    .orderBy(desc(accountTokens.createdAt))
    .limit(1);
  if (!found) {
    await verifyAgainstDummy(code);
    throw new AppError('TOKEN_INVALID', resetMessages.wrongCode, { auth_code: resetMessages.wrongCode });
  }
  if (found.token.failedAttempts >= maxWrongCodeAttempts) {
    throw new AppError('RATE_LIMITED', resetMessages.tooManyWrong);
  }
  if (found.token.expiresAt.getTime() <= Date.now()) {
    throw new AppError('TOKEN_EXPIRED', resetMessages.expiredCode, { auth_code: resetMessages.expiredCode });
  }
  if (!(await verifySecret(found.token.tokenHash, code))) {
    const [counted] = await db
      .update(accountTokens)
      .set({ failedAttempts: sql`${accountTokens.failedAttempts} + 1` })
      .where(eq(accountTokens.id, found.token.id))
      .returning({ failedAttempts: accountTokens.failedAttempts });
    if ((counted?.failedAttempts ?? 0) >= maxWrongCodeAttempts) throw new AppError('RATE_LIMITED', resetMessages.tooManyWrong);
    throw new AppError('TOKEN_INVALID', resetMessages.wrongCode, { auth_code: resetMessages.wrongCode });
  }
  return { userId: found.userId, tokenId: found.token.id };
}

/** Step 2: tells whether the code is right, without using it up. */
export async function verifyResetCode(deps: AccountDeps, email: string, code: string): Promise<void> {
  await checkResetCode(deps.db, email, code);
}

/**
 * Step 3: sets the new password, uses the code up and signs the account out everywhere. Resetting
 * proves the e-mail address, so an account still waiting for activation is activated too.
 */
export async function resetPassword(deps: AccountDeps, input: ResetPasswordInput): Promise<void> {
  const { userId, tokenId } = await checkResetCode(deps.db, input.email, input.auth_code);
  const passwordHash = await hashSecret(input.password);
  await deps.db.transaction(async (tx) => {
    const [used] = await tx
      .update(accountTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(accountTokens.id, tokenId), isNull(accountTokens.usedAt)))
      .returning({ id: accountTokens.id });
    // The same code submitted twice at once: only the first one counts.
    if (!used) throw new AppError('TOKEN_USED', resetMessages.usedCode);
    const now = new Date();
    await tx
      .update(users)
      .set({
        passwordHash,
        passwordChangedAt: now,
        updatedAt: now,
        status: sql`case when ${users.status} = 'pending' then 'active' else ${users.status} end`,
        activatedAt: sql`coalesce(${users.activatedAt}, now())`,
      })
      .where(eq(users.id, userId));
    await endUserSessions(tx, userId);
  });
}
