import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config.js';
import { acquireDirectoryLock, type DirectoryLock } from './directory-lock.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

interface DatabaseHandleBase {
  db: Database;
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface PgliteHandle extends DatabaseHandleBase {
  kind: 'pglite';
  client: PGlite;
}

export interface PostgresHandle extends DatabaseHandleBase {
  kind: 'postgres';
  pool: pg.Pool;
}

export type DatabaseHandle = PgliteHandle | PostgresHandle;

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** PostgreSQL extensions the migrations use; PGlite must load them itself. */
const extensions = { pg_trgm, btree_gin };

/** Any constant works; every instance must use the same one so migrations run one at a time. */
const migrationLockKey = 72_517_301;

export async function openDatabase(target: Config['database']): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') return openPostgres(target.url);
  mkdirSync(target.dataDir, { recursive: true });
  const lock = acquireDirectoryLock(target.dataDir);
  try {
    return wrapPglite(await PGlite.create(target.dataDir, { extensions }), lock);
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** An in-memory PGlite, optionally started from a dumped data directory (tests clone a migrated one). */
export async function openMemoryDatabase(loadDataDir?: Blob): Promise<PgliteHandle> {
  return wrapPglite(await PGlite.create(loadDataDir ? { loadDataDir, extensions } : { extensions }));
}

function wrapPglite(client: PGlite, lock?: DirectoryLock): PgliteHandle {
  const db = drizzlePglite(client, { schema });
  return {
    kind: 'pglite',
    client,
    db,
    ping: async () => {
      await client.query('select 1');
    },
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

export function openPostgres(url: string, poolSize = 10): PostgresHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // While the database is unreachable a request fails within this time (answered 503) instead of waiting for ever.
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
  });
  // An idle client that loses its connection (the database restarting, a failover) must not crash the
  // process: the pool drops it, and the next query opens a new one.
  pool.on('error', () => {});
  const db = drizzlePostgres(pool, { schema });
  return {
    kind: 'postgres',
    pool,
    db,
    ping: async () => {
      await pool.query('select 1');
    },
    migrate: async () => {
      // Several instances may start at once: the advisory lock lets one migrate while the others wait.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
        // Migrate on the locked connection itself: a small pool has no second one to give.
        await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

