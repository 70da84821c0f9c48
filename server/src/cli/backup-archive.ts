// What `npm run db:backup` and `npm run db:restore` do. A backup is one .tar.gz holding manifest.json,
// the database (database.tar: a PGlite data directory; database.dump: pg_dump's custom format) and,
// with disk storage, every uploaded file under uploads/. With S3 storage the files stay in the bucket.
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import * as tar from 'tar';
import { z } from 'zod';
import type { Config } from '../config.js';
import { openPostgres } from '../db/client.js';
import { acquireDirectoryLock } from '../db/directory-lock.js';
import { diskStorageRoot } from '../providers/storage.js';

/** A problem the operator can act on: the CLI prints its message alone. */
export class BackupError extends Error {
  override name = 'BackupError';
}

const backupManifestSchema = z.object({
  format: z.literal('creds-backup'),
  version: z.literal(1),
  createdAt: z.iso.datetime(),
  database: z.enum(['pglite', 'postgres']),
  storage: z.enum(['disk', 's3']),
  /** With S3 storage: the bucket that holds the files this database names. */
  bucket: z.string().optional(),
  /** Uploaded files in the archive. */
  files: z.number().int().min(0),
});
export type BackupManifest = z.infer<typeof backupManifestSchema>;

const databaseEntry = { pglite: 'database.tar', postgres: 'database.dump' } as const;
const databaseLabel = { pglite: 'the embedded database (PGlite)', postgres: 'the PostgreSQL database' } as const;

export function describeDatabase(kind: BackupManifest['database']): string {
  return databaseLabel[kind];
}

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: BackupManifest;
}

/** Writes a backup to `out` (default: BACKUP_DIR/creds-backup-<time>.tar.gz); never overwrites a file. */
export async function createBackup(config: Config, options: { out?: string | undefined } = {}): Promise<BackupResult> {
  const out = resolve(options.out ?? join(config.backup.dir, `creds-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`));
  if (existsSync(out)) throw new BackupError(`${out} already exists: choose another --out, or move it away first.`);
  await mkdir(dirname(out), { recursive: true });
  // Beside the archive, on the disk the operator chose for it: the dump can be large.
  const staging = await mkdtemp(join(dirname(out), '.creds-backup-'));
  const partial = `${out}.partial`;
  try {
    // The database before the files: an upload is stored before its record commits, so every file a
    // dumped record names is already on disk when the files are read.
    const database = config.database;
    if (database.kind === 'postgres') {
      await runPgTool(config, 'pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${join(staging, databaseEntry.postgres)}`], database.url);
    } else {
      await dumpPglite(database.dataDir, join(staging, databaseEntry.pglite));
    }

    const entries = ['manifest.json', databaseEntry[database.kind]];
    let files = 0;
    const uploads = diskStorageRoot(config.dataDir);
    if (config.storage.kind === 'disk' && existsSync(uploads)) {
      files = await countFiles(uploads);
      // Packed through a link so the archive names them uploads/… wherever DATA_DIR is.
      await symlink(uploads, join(staging, 'uploads'));
      entries.push('uploads');
    }
    const manifest: BackupManifest = {
      format: 'creds-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      database: database.kind,
      storage: config.storage.kind,
      ...(config.storage.kind === 's3' ? { bucket: config.storage.bucket } : {}),
      files,
    };
    await writeFile(join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    // Personal data: readable by the owner only. Written aside and renamed, so a cut-short run leaves no
    // file that looks like a backup.
    await pipeline(
      tar.create({ gzip: true, cwd: staging, portable: true, follow: true }, entries),
      createWriteStream(partial, { flags: 'wx', mode: 0o600 }),
    );
    await rename(partial, out);
    return { file: out, bytes: (await stat(out)).size, manifest };
  } finally {
    await rm(partial, { force: true });
    await rm(staging, { recursive: true, force: true });
  }
}

async function dumpPglite(dataDir: string, file: string): Promise<void> {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) throw new BackupError(`There is no database in ${dataDir} to back up.`);
  // The embedded database is one process's files: only a stopped server's can be read consistently.
  const lock = lockDataDir(dataDir, 'back it up');
  try {
    const client = await PGlite.create(dataDir);
    try {
      const dump = await client.dumpDataDir('none');
      await writeFile(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Uploaded files put back under DATA_DIR/uploads. */
  files: number;
}

/**
 * Puts a backup back into the configured database (and DATA_DIR/uploads). Refuses, before changing
 * anything, a database or uploads folder that already holds data unless `force` is given.
 */
export async function restoreBackup(config: Config, options: { file: string; force?: boolean }): Promise<RestoreResult> {
  const archive = resolve(options.file);
  if (!existsSync(archive)) throw new BackupError(`${archive} does not exist.`);
  const force = options.force ?? false;
  await mkdir(config.dataDir, { recursive: true });
  // Inside DATA_DIR, so the restored files move into place by a rename.
  const staging = await mkdtemp(join(config.dataDir, '.restore-'));
  try {
    const manifest = await unpack(archive, staging);
    const database = config.database;
    if (manifest.database !== database.kind) {
      throw new BackupError(
        `This backup is of ${describeDatabase(manifest.database)}, but this configuration uses ${describeDatabase(database.kind)}: ` +
          (manifest.database === 'postgres' ? 'set DATABASE_URL to restore it.' : 'unset DATABASE_URL to restore it.'),
      );
    }
    const uploadsInArchive = join(staging, 'uploads');
    const hasUploads = existsSync(uploadsInArchive);
    if (hasUploads && config.storage.kind === 's3') {
      throw new BackupError(
        `This backup holds ${manifest.files} uploaded files from disk storage, but S3_BUCKET is set. ` +
          'Restore with S3_BUCKET unset (the files go to DATA_DIR/uploads), then copy them into the bucket.',
      );
    }
    const uploads = diskStorageRoot(config.dataDir);
    // A forced restore leaves the files as they were at the backup: none there, none here.
    const replaceUploads = config.storage.kind === 'disk' && manifest.storage === 'disk' && (hasUploads || force);
    const dump = join(staging, databaseEntry[database.kind]);

    // Every refusal comes before the first change. The embedded database stays locked until the end,
    // so no server starts on it halfway through.
    const lock = database.kind === 'pglite' ? lockDataDir(database.dataDir, 'restore into it') : undefined;
    try {
      let tables = 0;
      if (database.kind === 'postgres') {
        tables = await countTables(database.url);
        if (tables > 0 && !force) {
          throw new BackupError(
            `The database at DATABASE_URL already has ${tables} tables: restore into an empty database (createdb), ` +
              'or pass --force to replace what the backup holds.',
          );
        }
      } else if (!force && !isEmptyDirectory(database.dataDir)) {
        throw new BackupError(`${database.dataDir} already holds a database: restore into an empty DATA_DIR, or pass --force to replace it.`);
      }
      if (hasUploads && !force && !isEmptyDirectory(uploads)) {
        throw new BackupError(`${uploads} already holds files: restore into an empty DATA_DIR, or pass --force to replace them.`);
      }

      if (database.kind === 'postgres') {
        await restorePostgres(config, database.url, dump, tables > 0);
      } else {
        await replacePgliteDataDir(database.dataDir, dump);
      }
      if (replaceUploads) {
        await rm(uploads, { recursive: true, force: true });
        if (hasUploads) await rename(uploadsInArchive, uploads);
      }
    } finally {
      lock?.release();
    }
    return { manifest, files: hasUploads ? await countFiles(uploads) : 0 };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Builds the new data directory beside the old one from the dump, then puts it in the old one's place. */
async function replacePgliteDataDir(dataDir: string, dump: string): Promise<void> {
  const fresh = `${dataDir}.restoring-${randomBytes(4).toString('hex')}`;
  try {
    const client = await PGlite.create(fresh, { loadDataDir: new Blob([await readFile(dump)]) });
    try {
      await client.query('select 1');
    } finally {
      await client.close();
    }
    await rm(dataDir, { recursive: true, force: true });
    await rename(fresh, dataDir);
  } finally {
    await rm(fresh, { recursive: true, force: true });
  }
}

/** Extracts the archive's known entries (regular files and folders only) and reads its manifest. */
async function unpack(archive: string, into: string): Promise<BackupManifest> {
  let unexpected: string | undefined;
  try {
    await tar.extract({
      file: archive,
      cwd: into,
      strict: true,
      filter: (path, entry) => {
        const type = 'type' in entry ? entry.type : undefined;
        const known = /^(manifest\.json|database\.(tar|dump))$/.test(path) || /^uploads(\/|$)/.test(path);
        if (known && (type === 'File' || type === 'Directory')) return true;
        unexpected ??= path;
        return false;
      },
    });
  } catch (error) {
    throw new BackupError(`${archive} is not a readable backup archive (${error instanceof Error ? error.message : String(error)}).`);
  }
  if (unexpected !== undefined) throw new BackupError(`${archive} is not a Creds backup: it holds ${unexpected}.`);
  let manifest: BackupManifest;
  try {
    manifest = backupManifestSchema.parse(JSON.parse(await readFile(join(into, 'manifest.json'), 'utf8')));
  } catch {
    throw new BackupError(`${archive} is not a Creds backup: its manifest.json is missing or not one this version reads.`);
  }
  if (!existsSync(join(into, databaseEntry[manifest.database]))) {
    throw new BackupError(`${archive} is incomplete: it has no ${databaseEntry[manifest.database]}.`);
  }
  return manifest;
}

function lockDataDir(dataDir: string, purpose: 'back it up' | 'restore into it') {
  try {
    return acquireDirectoryLock(dataDir);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (!/in use by a running server/.test(message)) throw error;
    const holder = /\(pid \d+\)/.exec(message)?.[0];
    throw new BackupError(
      `The embedded database in ${dataDir} is in use by a running server${holder ? ` ${holder}` : ''}: stop it, then ${purpose} again. ` +
        'Only one process at a time can open the embedded database; a PostgreSQL database can be backed up while it runs.',
    );
  }
}

function isEmptyDirectory(path: string): boolean {
  try {
    return readdirSync(path).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

async function countFiles(root: string): Promise<number> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
}

async function countTables(url: string): Promise<number> {
  const handle = openPostgres(url, 1);
  try {
    const { rows } = await handle.pool.query<{ tables: number }>(
      "select count(*)::int as tables from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    return rows[0]!.tables;
  } finally {
    await handle.close();
  }
}

type PgTool = 'pg_dump' | 'pg_restore' | 'psql';

/**
 * PG_BIN_DIR, else the newest of Debian's per-version folders (a newer pg_dump reads every older
 * server; an older one refuses a newer server), else whatever the PATH finds.
 */
export function findPgTool(name: PgTool, pgBinDir: string | undefined): string {
  if (pgBinDir) {
    const path = join(pgBinDir, name);
    if (!existsSync(path)) throw new BackupError(`${name} is not in PG_BIN_DIR (${pgBinDir}).`);
    return path;
  }
  const debianRoot = '/usr/lib/postgresql';
  const versions = existsSync(debianRoot) ? readdirSync(debianRoot).filter((name) => /^\d+$/.test(name)) : [];
  for (const version of versions.sort((a, b) => Number(b) - Number(a))) {
    const path = join(debianRoot, version, 'bin', name);
    if (existsSync(path)) return path;
  }
  return name;
}

/** Empties the database for a forced restore: every schema but PostgreSQL's own, with all it holds. */
const dropEverything = `do $$
declare
  schema_name name;
begin
  for schema_name in select nspname from pg_namespace where nspname not like 'pg\\_%' and nspname <> 'information_schema' loop
    execute format('drop schema %I cascade', schema_name);
  end loop;
  create schema public;
end $$;`;

async function restorePostgres(config: Config, databaseUrl: string, dump: string, replace: boolean): Promise<void> {
  // The dump becomes SQL first, and psql runs all of it in one transaction (after emptying the database
  // when replacing it): a failure anywhere leaves the database as it was.
  const script = join(dirname(dump), 'restore.sql');
  await runPgTool(config, 'pg_restore', ['--no-owner', '--no-privileges', `--file=${script}`, dump]);
  await runPgTool(
    config,
    'psql',
    ['--no-psqlrc', '--quiet', '--single-transaction', '--set=ON_ERROR_STOP=1', ...(replace ? [`--command=${dropEverything}`] : []), `--file=${script}`],
    databaseUrl,
  );
}

/** Runs a PostgreSQL client tool; a database URL's password goes by environment, never on the command line. */
async function runPgTool(config: Config, name: PgTool, args: string[], databaseUrl?: string): Promise<void> {
  const command = findPgTool(name, config.backup.pgBinDir);
  const env: NodeJS.ProcessEnv = { ...process.env, PGOPTIONS: '-c client_min_messages=warning' };
  const connection: string[] = [];
  if (databaseUrl) {
    const url = new URL(databaseUrl);
    if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
    url.password = '';
    connection.push(`--dbname=${url.toString()}`);
  }
  const child = spawn(command, [...args, ...connection], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const code = await new Promise<number | null>((resolveExit, reject) => {
    child.on('error', reject);
    child.on('close', resolveExit);
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') {
      throw new BackupError(
        `${name} was not found. Install PostgreSQL's client tools of the server's major version or newer ` +
          '(Debian: apt-get install postgresql-client), or set PG_BIN_DIR to the folder that holds them.',
      );
    }
    throw error;
  });
  if (code !== 0) throw new BackupError(`${name} (${command}) failed with exit code ${code}:\n${stderr.trim()}`);
}
