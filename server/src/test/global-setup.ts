import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openMemoryDatabase, openPostgres, type DatabaseHandle } from '../db/client.js';
import { createJobQueue } from '../providers/jobs.js';
import { adminQuery, databaseUrlFor, uniqueDatabaseName } from './postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a migrated data directory that every test file clones. */
    pgliteSnapshotPath: string | null;
    /** PostgreSQL: the migrated template database that every test file copies. */
    postgresTemplate: string | null;
  }
}

/**
 * Migrates one database for the whole run (this runs outside the test workers, where workspace packages
 * resolve to their builds: import nothing from them here); each test file then starts from a copy of it
 * (a PGlite snapshot, or a PostgreSQL template database when DATABASE_URL is set).
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    // A name of its own per run, so two runs on one server never drop each other's template.
    const templateDatabaseName = `${uniqueDatabaseName()}_template`;
    await adminQuery(databaseUrl, `create database ${templateDatabaseName}`);
    const template = openPostgres(databaseUrlFor(databaseUrl, templateDatabaseName), 1);
    await template.migrate();
    await installJobQueue(template);
    await template.close();
    project.provide('pgliteSnapshotPath', null);
    project.provide('postgresTemplate', templateDatabaseName);
    return () => adminQuery(databaseUrl, `drop database if exists ${templateDatabaseName} with (force)`);
  }

  const directory = mkdtempSync(join(tmpdir(), 'creds-test-db-'));
  const database = await openMemoryDatabase();
  await database.migrate();
  await installJobQueue(database);
  const dump = await database.client.dumpDataDir('none');
  await database.close();
  const snapshotPath = join(directory, 'migrated.tar');
  writeFileSync(snapshotPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshotPath', snapshotPath);
  project.provide('postgresTemplate', null);
  return () => rmSync(directory, { recursive: true, force: true });
}

/** The job queue's own tables go into the template too, so each test app's queue starts at once. */
async function installJobQueue(database: DatabaseHandle): Promise<void> {
  const quiet = { error: () => {}, warn: () => {}, info: () => {} } as unknown as Parameters<typeof createJobQueue>[1];
  const jobs = await createJobQueue(database, quiet, { schedule: false });
  await jobs.stop();
}
