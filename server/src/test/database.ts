import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openMemoryDatabase, openPostgres, type DatabaseHandle } from '../db/client.js';
import { ensureDefaultPrices } from '../features/fees/find-prices.js';
import { adminQuery, databaseUrlFor, uniqueDatabaseName } from './postgres.js';

/**
 * A migrated database of its own for one test file: a clone of the PGlite snapshot, or a PostgreSQL
 * database created from the template when DATABASE_URL is set. Closing it also drops it.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const database = await openClone();
  await ensureDefaultPrices(database.db);
  return database;
}

async function openClone(): Promise<DatabaseHandle> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const template = inject('postgresTemplate');
    if (!template) throw new Error('The migrated PostgreSQL template is missing: is the global setup registered?');
    const name = uniqueDatabaseName();
    await adminQuery(databaseUrl, `create database ${name} template ${template}`);
    const handle = openPostgres(databaseUrlFor(databaseUrl, name), 4);
    const close = handle.close;
    return {
      ...handle,
      close: async () => {
        await close();
        await adminQuery(databaseUrl, `drop database if exists ${name} with (force)`);
      },
    };
  }
  const snapshotPath = inject('pgliteSnapshotPath');
  if (!snapshotPath) throw new Error('The migrated PGlite snapshot is missing: is the global setup registered?');
  return openMemoryDatabase(new Blob([readFileSync(snapshotPath)]));
}
