import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { createTestDatabase } from '../../test/database.js';
import { createUser, uniqueEmail } from '../../test/factories.js';
import type { DatabaseHandle } from '../../db/client.js';
import { createOrPromoteAdmin } from './create-admin.js';
import { verifySecret } from '../../lib/secrets.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const noPasswordExpected = async (): Promise<string> => {
  throw new Error('the password must not be asked for');
};

describe('createOrPromoteAdmin', () => {
  it('promotes an existing account without touching its password', async () => {
    const user = await createUser(database.db, { status: 'pending' });
    const result = await createOrPromoteAdmin(database.db, { email: user.email.toUpperCase(), password: noPasswordExpected });
    expect(result).toEqual({ action: 'promoted', email: user.email });
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ role: 'admin', status: 'active' });
    expect(await verifySecret(row!.passwordHash, user.password)).toBe(true);
  });

  it('creates an active admin with the given password', async () => {
    const email = uniqueEmail('admin');
    const result = await createOrPromoteAdmin(database.db, { email, name: 'Office Admin', password: async () => 'Adm1n!Secret' });
    expect(result.action).toBe('created');
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ role: 'admin', status: 'active', username: 'Office Admin' });
    expect(await verifySecret(row!.passwordHash, 'Adm1n!Secret')).toBe(true);
  });

  it('refuses a weak password for a new account', async () => {
    await expect(
      createOrPromoteAdmin(database.db, { email: uniqueEmail('admin'), name: 'Weak Admin', password: async () => 'password' }),
    ).rejects.toThrow('Password must contain at least one uppercase letter');
  });
});
