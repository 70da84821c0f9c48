import { emailSchema, passwordSchema, usernameSchema } from '@creds/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { hashSecret } from '../../lib/secrets.js';
import { normalizeEmail } from './account-deps.js';

export type AdminResult = { action: 'promoted' | 'created'; email: string };

/**
 * Makes the account of `email` an active admin, creating it when there is none. A new account needs a
 * password (no account ships with a default one); an existing one keeps its password.
 */
export async function createOrPromoteAdmin(
  db: Database,
  input: {
    email: string;
    /** Asked for only when the account must be created. */
    password: () => Promise<string>;
    name?: string | undefined;
  },
): Promise<AdminResult> {
  const email = normalizeEmail(emailSchema.parse(input.email));
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) {
    await db
      .update(users)
      .set({ role: 'admin', status: 'active', updatedAt: new Date() })
      .where(eq(users.id, existing.id));
    return { action: 'promoted', email };
  }
  const password = passwordSchema.safeParse(await input.password());
  if (!password.success) throw new AppError('BAD_REQUEST', password.error.issues[0]!.message);
  const username = usernameSchema.parse(input.name ?? 'Administrator');
  await db.insert(users).values({
    username,
    email,
    passwordHash: await hashSecret(password.data),
    role: 'admin',
    status: 'active',
    activatedAt: new Date(),
  });
  return { action: 'created', email };
}
