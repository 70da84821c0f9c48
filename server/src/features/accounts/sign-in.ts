import type { CurrentUser } from '@creds/contract';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { hit, isExceeded, minutesUntil, type Limit } from '../../lib/rate-limiter.js';
import { verifyAgainstDummy, verifySecret } from '../../lib/secrets.js';
import { limits, normalizeEmail, type AccountDeps } from './account-deps.js';

export const signInMessages = {
  // Each begins with the spec's sign-in failure text, then says why.
  invalid: 'Failed to login. The email or password is incorrect.',
  notActivated:
    'Failed to login. Your account is not activated yet: open the link in the activation email we sent you, or send a new one.',
  suspended: 'This account has been suspended. Please contact support.',
  tooMany: (minutes: number) => `Too many sign-in attempts. Please try again in ${minutes} minutes.`,
} as const;

/**
 * Checks e-mail and password. Failed tries count against the account from this IP, the account, and the IP; an unknown
 * e-mail costs the same hash work as a wrong password.
 */
export async function signIn(
  deps: AccountDeps,
  input: { email: string; password: string; ip: string },
): Promise<CurrentUser> {
  const email = normalizeEmail(input.email);
  const counters: Limit[] = [
    { key: `sign-in:account-ip:${email}:${input.ip}`, ...limits.signInPerAccountAndIp },
    { key: `sign-in:account:${email}`, ...limits.signInPerAccount },
    { key: `sign-in:ip:${input.ip}`, ...limits.signInPerIp },
  ];
  for (const counter of counters) {
    const { exceeded, retryAfterMs } = await isExceeded(deps.db, counter);
    if (exceeded) throw new AppError('RATE_LIMITED', signInMessages.tooMany(minutesUntil(retryAfterMs)));
  }

  const [user] = await deps.db.select().from(users).where(eq(users.email, email));
  const passwordMatches = user ? await verifySecret(user.passwordHash, input.password) : await verifyAgainstDummy(input.password);
  if (!user || !passwordMatches) {
    for (const counter of counters) await hit(deps.db, counter);
    throw new AppError('INVALID_CREDENTIALS', signInMessages.invalid);
  }
  // Only someone who knows the password learns the account's state.
  if (user.status === 'pending') throw new AppError('ACCOUNT_NOT_ACTIVATED', signInMessages.notActivated);
  if (user.status === 'suspended') throw new AppError('ACCOUNT_SUSPENDED', signInMessages.suspended);
  return { id: user.id, username: user.username, email: user.email, role: user.role };
}
