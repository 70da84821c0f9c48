import { accountMessages, type RegisterInput } from '@creds/contract';
import { sql } from 'drizzle-orm';
import { accountTokens, users } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { hashSecret, randomToken, sha256 } from '../../lib/secrets.js';
import { activationTokenMs, normalizeEmail, type AccountDeps } from './account-deps.js';
import { activationMail } from './account-mails.js';

export const registrationMessages = {
  done: 'Registration successful! Check your email for the link to activate your account.',
  emailTaken: accountMessages.emailTaken,
  usernameTaken: accountMessages.usernameTaken,
} as const;

/** Creates an inactive account and mails its activation link. */
export async function registerAccount(deps: AccountDeps, input: RegisterInput): Promise<void> {
  const email = normalizeEmail(input.email);
  const username = input.username.trim();
  const passwordHash = await hashSecret(input.password);
  const token = randomToken();

  await deps.db.transaction(async (tx) => {
    const existing = await tx
      .select({ email: users.email, username: users.username })
      .from(users)
      .where(sql`${users.email} = ${email} or lower(${users.username}) = lower(${username})`);
    if (existing.some((user) => user.email === email)) throw new AppError('CONFLICT', registrationMessages.emailTaken, { email: registrationMessages.emailTaken });
    if (existing.length > 0) {
      throw new AppError('CONFLICT', registrationMessages.usernameTaken, { username: registrationMessages.usernameTaken });
    }
    const inserted = await tx
      .insert(users)
      .values({ username, email, passwordHash, dob: input.dob })
      // Two registrations racing past the check: the unique indexes decide, the loser gets the message.
      .onConflictDoNothing()
      .returning({ id: users.id });
    const user = inserted[0];
    if (!user) throw new AppError('CONFLICT', registrationMessages.emailTaken, { email: registrationMessages.emailTaken });
    await tx.insert(accountTokens).values({
      userId: user.id,
      purpose: 'activation',
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + activationTokenMs),
    });
  });

  await deps.mailer.send(activationMail(email, username, activationUrl(deps.publicUrl, token)));
}

export function activationUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/account-activate?update_token=${encodeURIComponent(token)}`;
}
