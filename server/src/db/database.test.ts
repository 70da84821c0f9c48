import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.js';
import { openDatabase, type DatabaseHandle } from './client.js';
import { appSettings } from './schema.js';
import { seedDemoContent, type Seeder } from './seed.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('migrations', () => {
  it('have created the schema and are safe to apply again', async () => {
    await database.migrate();
    await database.db.insert(appSettings).values({ key: 'probe', value: { ok: true } });
    const [row] = await database.db.select().from(appSettings).where(eq(appSettings.key, 'probe'));
    expect(row?.value).toEqual({ ok: true });
  });
});

describe('seeding demo content', () => {
  it('runs the seeders once, on a database never seeded, in one transaction', async () => {
    const calls: string[] = [];
    const seeders: Seeder[] = [
      {
        name: 'sample',
        seed: async (tx) => {
          calls.push('sample');
          await tx.insert(appSettings).values({ key: 'sample', value: 1 });
        },
      },
    ];
    expect(await seedDemoContent(database.db, seeders)).toEqual(['sample']);
    expect(await seedDemoContent(database.db, seeders)).toBeNull();
    expect(calls).toEqual(['sample']);
  });

  it('leaves nothing behind when a seeder fails', async () => {
    const fresh = await createTestDatabase();
    try {
      const failing: Seeder[] = [
        {
          name: 'half',
          seed: async (tx) => {
            await tx.insert(appSettings).values({ key: 'half', value: 1 });
            throw new Error('disk full');
          },
        },
      ];
      await expect(seedDemoContent(fresh.db, failing)).rejects.toThrow('disk full');
      expect(await fresh.db.select().from(appSettings)).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('the embedded database on disk', () => {
  it('keeps data across restarts and refuses a second server on the same directory', { timeout: 90_000 }, async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'creds-pglite-')), 'db');
    try {
      const first = await openDatabase({ kind: 'pglite', dataDir });
      await first.migrate();
      await first.db.insert(appSettings).values({ key: 'kept', value: 'yes' });
      await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(/in use by a running server/);
      await first.close();

      const second = await openDatabase({ kind: 'pglite', dataDir });
      await second.migrate();
      const rows = await second.db.select().from(appSettings).where(eq(appSettings.key, 'kept'));
      expect(rows.map((row) => row.value)).toEqual(['yes']);
      await second.close();
    } finally {
      rmSync(join(dataDir, '..'), { recursive: true, force: true });
    }
  });
});
