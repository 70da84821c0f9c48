import { accountMessages, type RegisterInput } from '@creds/contract';
import { eq } from 'drizzle-orm';
import { accountTokens, users } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { hashSecret, randomToken, sha256 } from '../../lib/secrets.js';
import { activationTokenMs, normalizeEmail, type AccountDeps } from './account-deps.js';
import { activationMail } from './account-mails.js';

export const registrationMessages = {
  done: 'Registration successful! Check your email for the link to activate your account.',
  emailTaken: accountMessages.emailTaken,
} as const;

/** Creates an inactive account and mails its activation link. */
export async function registerAccount(deps: AccountDeps, input: RegisterInput): Promise<void> {
  const email = normalizeEmail(input.email);
  const username = input.username.trim();
  const passwordHash = await hashSecret(input.password);
  const token = randomToken();

  await deps.db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (existing) throw new AppError('CONFLICT', registrationMessages.emailTaken, { email: registrationMessages.emailTaken });
    const inserted = await tx
      .insert(users)
      .values({ username, email, passwordHash, dob: input.dob })
      // Two registrations racing past the check: the unique e-mail index decides, the loser gets the message.
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
