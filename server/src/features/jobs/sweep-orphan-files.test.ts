import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getTableColumns, getTableName, isTable } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import * as schema from '../../db/schema.js';
import { evaluationFiles } from '../../db/schema.js';
import { createDiskStorage, type FileStorage } from '../../providers/storage.js';
import { createTestDatabase } from '../../test/database.js';
import { createEvaluation, createUser } from '../../test/factories.js';
import { storedFileReferences, sweepOrphanFiles } from './sweep-orphan-files.js';

let database: DatabaseHandle;
let root: string;
let storage: FileStorage;

beforeAll(async () => {
  database = await createTestDatabase();
  root = mkdtempSync(join(tmpdir(), 'creds-sweep-'));
  storage = createDiskStorage(root);
});
afterAll(async () => {
  await database.close();
  rmSync(root, { recursive: true, force: true });
});

const hour = 3_600_000;

async function stored(prefix: string, ageMs: number): Promise<string> {
  const key = await storage.put(Buffer.from(`${prefix} file`), { prefix });
  const when = new Date(Date.now() - ageMs);
  utimesSync(join(root, key), when, when);
  return key;
}

async function keys(prefix: string): Promise<string[]> {
  const all: string[] = [];
  for await (const page of storage.list(prefix)) all.push(...page.map((file) => file.key));
  return all.sort();
}

describe('sweepOrphanFiles', () => {
  it('deletes files no row refers to once they are older than the grace, and nothing else', async () => {
    const user = await createUser(database.db);
    const evaluation = await createEvaluation(database.db, user.id);
    const kept = await stored('evaluations', 2 * hour);
    await database.db.insert(evaluationFiles).values({ evaluationId: evaluation.id, kind: 'proof', storageKey: kept, originalName: 'proof.png', mimeType: 'image/png', sizeBytes: 16, sha256: '0'.repeat(64) });
    await stored('evaluations', 2 * hour);
    const young = await stored('evaluations', 60_000);
    await stored('certificates', 2 * hour);
    await stored('accreditation', 2 * hour);
    const foreign = await stored('elsewhere', 2 * hour);

    expect(await sweepOrphanFiles({ db: database.db, storage }, hour)).toBe(3);
    expect(await keys('evaluations')).toEqual([kept, young].sort());
    expect(await keys('certificates')).toEqual([]);
    expect(await keys('accreditation')).toEqual([]);
    // Only the application's own prefixes are swept.
    expect(await keys('elsewhere')).toEqual([foreign]);

    // Once the young one is past the grace it goes too; a second sweep finds nothing more.
    expect(await sweepOrphanFiles({ db: database.db, storage }, 30_000)).toBe(1);
    expect(await sweepOrphanFiles({ db: database.db, storage }, 30_000)).toBe(0);
    expect(await keys('evaluations')).toEqual([kept]);
  });

  it('lists a large prefix a page at a time', async () => {
    const many = await Promise.all(Array.from({ length: 1_005 }, () => storage.put(Buffer.from('x'), { prefix: 'paged' })));
    const pages: number[] = [];
    for await (const page of storage.list('paged')) pages.push(page.length);
    expect(pages).toEqual([1_000, 5]);
    expect(many).toHaveLength(1_005);
  });
});

describe('the stored-file references', () => {
  it('name every column that holds a storage key: a file under a column left out would be swept', () => {
    const storageKeyColumns = Object.values(schema)
      .filter((value) => isTable(value))
      .flatMap((table) =>
        Object.values(getTableColumns(table))
          .filter((column) => column.name.endsWith('storage_key'))
          .map((column) => `${getTableName(table)}.${column.name}`),
      );
    const swept = storedFileReferences.map(({ table, key }) => `${getTableName(table)}.${key.name}`);
    expect(storageKeyColumns.length).toBeGreaterThan(0);
    expect(swept.sort()).toEqual(storageKeyColumns.sort());
  });
});
