import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buffer } from 'node:stream/consumers';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { acquireDirectoryLock } from '../db/directory-lock.js';
import { ensureDefaultPrices } from '../features/fees/find-prices.js';
import { createDiskStorage, diskStorageRoot } from '../providers/storage.js';
import { createEvaluation, createPaidEvaluation, createUser, signIn } from '../test/factories.js';
import { courseDescription, multipart, pdfWithText, pngBytes } from '../test/files.js';
import { adminQuery, databaseUrlFor, uniqueDatabaseName } from '../test/postgres.js';

// The commands run as `npm run` would run them: a process of their own, configured by its environment.
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const workDir = mkdtempSync(join(tmpdir(), 'creds-backup-test-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runCli(command: 'db-backup' | 'db-restore', args: string[], env: Record<string, string>): Promise<CliRun> {
  const script = fileURLToPath(new URL(`./${command}.ts`, import.meta.url));
  return new Promise((resolveRun, reject) => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', tsxLoader, script, ...args], {
      // Away from the checkout, so a developer's .env is not read.
      cwd: workDir,
      env: { ...process.env, DATABASE_URL: '', S3_BUCKET: '', BACKUP_DIR: '', PG_BIN_DIR: '', INIT_CWD: workDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolveRun({ code, stdout, stderr }));
  });
}

function configFor(env: Record<string, string>): Config {
  return loadConfig({ LOG_LEVEL: 'silent', LOG_FORMAT: 'json', SEED_DEMO_DATA: 'false', WEB_DIST_DIR: join(workDir, 'no-web-build'), ...env });
}

const evaluationFields = {
  courseName: 'Data Structures and Algorithms',
  courseStartDate: '2024-01-08',
  courseEndDate: '2024-05-03',
  creditHours: '45',
  learningMode: 'f2f',
  instituteName: 'Example State University',
  instituteWebsite: 'example.edu',
  instituteCountry: 'United States',
  contactName: 'Office of the Registrar',
  contactEmail: 'registrar@example.edu',
};

/** Users and evaluations, the evaluations' files stored through the real upload path. */
async function seed(config: Config, database: DatabaseHandle): Promise<void> {
  await database.migrate();
  await ensureDefaultPrices(database.db);
  const app = await buildApp(config, { database });
  try {
    await createUser(database.db, { role: 'admin' });
    for (let index = 0; index < 2; index++) {
      const user = await createUser(database.db);
      const cookie = await signIn(app, user);
      // A real PNG followed by bytes of its own, so every stored file differs from the others.
      const proof = { name: 'certificate.png', type: 'image/png', bytes: Buffer.concat([pngBytes, randomBytes(256)]) };
      const text = multipart({ ...evaluationFields, description: courseDescription }, { proof });
      const byText = await app.inject({ method: 'POST', url: '/api/badge/create-text', payload: text.payload, headers: { ...text.headers, cookie } });
      expect(byText.statusCode).toBe(200);
      const outline = { name: 'outline.pdf', type: 'application/pdf', bytes: await pdfWithText(`${courseDescription} Section ${index}.`) };
      const byFile = multipart(evaluationFields, { description: outline, proof });
      const response = await app.inject({ method: 'POST', url: '/api/badge/create', payload: byFile.payload, headers: { ...byFile.headers, cookie } });
      expect(response.statusCode).toBe(200);
      await createEvaluation(database.db, user.id);
      await createPaidEvaluation(database.db, user.id);
    }
  } finally {
    await app.close();
  }
}

async function query<T>(database: DatabaseHandle, text: string): Promise<T[]> {
  return database.kind === 'pglite' ? (await database.client.query<T>(text)).rows : (await database.pool.query(text)).rows;
}

/** Every row of every table, as JSON text, table by table. */
async function everyRecord(database: DatabaseHandle): Promise<Record<string, string[]>> {
  // Unlogged tables (the per-minute request counters) are emptied by a crash as well as by a restore:
  // they hold nothing worth backing up.
  const tables = await query<{ name: string }>(
    database,
    `select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and c.relpersistence = 'p' and n.nspname not in ('pg_catalog', 'information_schema')
     order by 1`,
  );
  const records: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = await query<{ row: string }>(database, `select row_to_json(t)::text as row from ${name} t`);
    records[name] = rows.map(({ row }) => row).sort();
  }
  return records;
}

/** Every uploaded file by its path under DATA_DIR/uploads, with the SHA-256 of its bytes. */
function everyFile(dataDir: string): Record<string, string> {
  const root = diskStorageRoot(dataDir);
  const files: Record<string, string> = {};
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[relative(root, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
  }
  return files;
}

/** Each evaluation file the database names reads back through the storage with the bytes it recorded. */
async function expectStoredFilesReadable(database: DatabaseHandle, dataDir: string): Promise<number> {
  const storage = createDiskStorage(diskStorageRoot(dataDir));
  const rows = await query<{ storage_key: string; sha256: string }>(database, 'select storage_key, sha256 from evaluation_files');
  for (const row of rows) {
    const bytes = await buffer(await storage.read(row.storage_key));
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(row.sha256);
  }
  return rows.length;
}

async function archiveEntries(file: string): Promise<string[]> {
  const entries: string[] = [];
  await tar.list({ file, onReadEntry: (entry) => entries.push(entry.path) });
  return entries;
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('db:backup and db:restore on the embedded database', { timeout: 120_000 }, () => {
  const sourceDir = join(workDir, 'source');
  const source = configFor({ DATA_DIR: sourceDir });
  let records: Record<string, string[]>;
  let files: Record<string, string>;
  const backup = join(workDir, 'pglite-backup.tar.gz');

  beforeAll(async () => {
    const database = await openDatabase(source.database);
    try {
      await seed(source, database);
      records = await everyRecord(database);
    } finally {
      await database.close();
    }
    files = everyFile(sourceDir);
  });

  it('refuses to back up while a server holds the data directory', async () => {
    const lock = acquireDirectoryLock(source.database.kind === 'pglite' ? source.database.dataDir : '');
    try {
      const run = await runCli('db-backup', ['--out', backup], { DATA_DIR: sourceDir });
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/^The embedded database in .* is in use by a running server \(pid \d+\): stop it, then back it up again/);
    } finally {
      lock.release();
    }
  });

  it('writes one archive with the manifest, the data directory and every uploaded file', async () => {
    const run = await runCli('db-backup', ['--out', 'pglite-backup.tar.gz'], { DATA_DIR: sourceDir });
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^Backed up the embedded database \(PGlite\) and 6 uploaded files to .*pglite-backup\.tar\.gz \(/);
    expect(run.code).toBe(0);
    const entries = await archiveEntries(backup);
    expect(entries.slice(0, 2)).toEqual(['manifest.json', 'database.tar']);
    expect(entries.filter((entry) => /^uploads\/.+[^/]$/.test(entry)).sort()).toEqual(Object.keys(files).map((path) => `uploads/${path}`).sort());
    expect(Object.keys(files)).toHaveLength(6);

    const again = await runCli('db-backup', ['--out', backup], { DATA_DIR: sourceDir });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already exists/);
  });

  it('restores into a fresh data directory with every record and every file byte for byte', async () => {
    const targetDir = join(workDir, 'restored');
    const run = await runCli('db-restore', [backup], { DATA_DIR: targetDir });
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^Restored the embedded database \(PGlite\) and 6 uploaded files from the backup of /);
    expect(run.code).toBe(0);

    const target = configFor({ DATA_DIR: targetDir });
    const database = await openDatabase(target.database);
    try {
      expect(await everyRecord(database)).toEqual(records);
      expect(records['public.users']).toHaveLength(3);
      expect(records['public.evaluations']).toHaveLength(8);
      expect(await expectStoredFilesReadable(database, targetDir)).toBe(6);
    } finally {
      await database.close();
    }
    expect(everyFile(targetDir)).toEqual(files);
    expect(readdirSync(targetDir).sort()).toEqual(['db', 'uploads']);

    const again = await runCli('db-restore', [backup], { DATA_DIR: targetDir });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already holds a database: restore into an empty DATA_DIR, or pass --force/);
  });

  it('with --force, puts a changed installation back as it was at the backup', async () => {
    const database = await openDatabase(source.database);
    try {
      await createUser(database.db);
      await query(database, 'delete from evaluation_events');
    } finally {
      await database.close();
    }
    const [someFile] = Object.keys(files);
    rmSync(join(diskStorageRoot(sourceDir), someFile!));
    writeFileSync(join(diskStorageRoot(sourceDir), 'stray-file'), 'not in the backup');

    const run = await runCli('db-restore', [backup, '--force'], { DATA_DIR: sourceDir });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const restored = await openDatabase(source.database);
    try {
      expect(await everyRecord(restored)).toEqual(records);
    } finally {
      await restored.close();
    }
    expect(everyFile(sourceDir)).toEqual(files);
  });

  it('with S3 storage, archives the database alone and says where the files are', async () => {
    const run = await runCli('db-backup', ['--out', 'pglite-s3-backup.tar.gz'], { DATA_DIR: sourceDir, S3_BUCKET: 'creds-files' });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Backed up the embedded database \(PGlite\) to /);
    expect(run.stdout).toMatch(/Uploaded files stay in the S3 bucket creds-files and are not in this archive/);
    expect(await archiveEntries(join(workDir, 'pglite-s3-backup.tar.gz'))).toEqual(['manifest.json', 'database.tar']);
  });

  it('refuses a file that is not a backup, and a backup of the other kind of database', async () => {
    writeFileSync(join(workDir, 'notes.txt'), 'hello');
    await tar.create({ gzip: true, file: join(workDir, 'not-a-backup.tar.gz'), cwd: workDir }, ['notes.txt']);
    const run = await runCli('db-restore', ['not-a-backup.tar.gz'], { DATA_DIR: join(workDir, 'elsewhere') });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/is not a Creds backup: it holds notes\.txt/);

    const wrongKind = await runCli('db-restore', [backup], { DATA_DIR: join(workDir, 'elsewhere'), DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(wrongKind.code).toBe(1);
    expect(wrongKind.stderr).toMatch(/This backup is of the embedded database \(PGlite\), but this configuration uses the PostgreSQL database: unset DATABASE_URL/);
  });

  it('answers a wrong call with its usage', async () => {
    const run = await runCli('db-restore', [], { DATA_DIR: join(workDir, 'elsewhere') });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/Usage: npm run db:restore -- <file> \[--force\]/);
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('db:backup and db:restore on PostgreSQL', { timeout: 120_000 }, () => {
  // The block is collected (not run) without DATABASE_URL: any URL will do then.
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://localhost/postgres';
  const sourceName = uniqueDatabaseName();
  const targetName = uniqueDatabaseName();
  const sourceUrl = databaseUrlFor(serverUrl, sourceName);
  const targetUrl = databaseUrlFor(serverUrl, targetName);
  const sourceDir = join(workDir, 'pg-source');
  const targetDir = join(workDir, 'pg-target');
  const source = configFor({ DATA_DIR: sourceDir, DATABASE_URL: sourceUrl });
  const backup = join(workDir, 'postgres-backup.tar.gz');
  let records: Record<string, string[]>;
  let files: Record<string, string>;

  beforeAll(async () => {
    await adminQuery(serverUrl, `create database ${sourceName} template ${inject('postgresTemplate')}`);
    await adminQuery(serverUrl, `create database ${targetName}`);
    const database = await openDatabase(source.database);
    try {
      await seed(source, database);
      records = await everyRecord(database);
    } finally {
      await database.close();
    }
    files = everyFile(sourceDir);
  });
  afterAll(async () => {
    await adminQuery(serverUrl, `drop database if exists ${sourceName} with (force)`);
    await adminQuery(serverUrl, `drop database if exists ${targetName} with (force)`);
  });

  it('backs up with pg_dump and restores into an empty database with every record and file', async () => {
    const backupRun = await runCli('db-backup', ['--out', backup], { DATA_DIR: sourceDir, DATABASE_URL: sourceUrl });
    expect(backupRun.stderr).toBe('');
    expect(backupRun.stdout).toMatch(/^Backed up the PostgreSQL database and 6 uploaded files to /);
    expect((await archiveEntries(backup)).slice(0, 2)).toEqual(['manifest.json', 'database.dump']);

    const run = await runCli('db-restore', [backup], { DATA_DIR: targetDir, DATABASE_URL: targetUrl });
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^Restored the PostgreSQL database and 6 uploaded files/);
    const target = configFor({ DATA_DIR: targetDir, DATABASE_URL: targetUrl });
    const database = await openDatabase(target.database);
    try {
      expect(await everyRecord(database)).toEqual(records);
      expect(records['public.evaluations']).toHaveLength(8);
      expect(await expectStoredFilesReadable(database, targetDir)).toBe(6);
    } finally {
      await database.close();
    }
    expect(everyFile(targetDir)).toEqual(files);
  });

  it('refuses a database that has tables unless --force, which puts it back as it was', async () => {
    const refused = await runCli('db-restore', [backup], { DATA_DIR: join(workDir, 'pg-elsewhere'), DATABASE_URL: sourceUrl });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/already has \d+ tables: restore into an empty database \(createdb\), or pass --force/);

    const database = await openDatabase(source.database);
    try {
      await createUser(database.db);
      await query(database, 'delete from evaluation_events');
    } finally {
      await database.close();
    }
    const run = await runCli('db-restore', [backup, '--force'], { DATA_DIR: sourceDir, DATABASE_URL: sourceUrl });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const restored = await openDatabase(source.database);
    try {
      expect(await everyRecord(restored)).toEqual(records);
    } finally {
      await restored.close();
    }
    expect(everyFile(sourceDir)).toEqual(files);
  });

  it('says clearly when pg_dump cannot be found', async () => {
    const run = await runCli('db-backup', ['--out', join(workDir, 'never.tar.gz')], { DATA_DIR: sourceDir, DATABASE_URL: sourceUrl, PG_BIN_DIR: workDir });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^pg_dump is not in PG_BIN_DIR/);
  });
});
