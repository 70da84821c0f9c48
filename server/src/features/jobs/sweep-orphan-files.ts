import { inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { accreditationApplicationFiles, certificates, evaluationFiles } from '../../db/schema.js';
import type { FileStorage } from '../../providers/storage.js';

/** Every prefix the application stores files under, and the column that refers to them. */
export const storedFileReferences: { prefix: string; table: PgTable; key: AnyPgColumn }[] = [
  { prefix: 'evaluations', table: evaluationFiles, key: evaluationFiles.storageKey },
  { prefix: 'certificates', table: certificates, key: certificates.pdfStorageKey },
  { prefix: 'accreditation', table: accreditationApplicationFiles, key: accreditationApplicationFiles.storageKey },
];

/**
 * Deletes stored files that no row refers to. A submission stores its files first and commits its rows
 * after; a process killed in between (or an application deleted with its documents) leaves files behind.
 * Only files older than `graceMs` go: a younger one may belong to a request still committing on some
 * instance. Returns how many were deleted.
 */
export async function sweepOrphanFiles(deps: { db: Database; storage: FileStorage }, graceMs: number, now = new Date()): Promise<number> {
  let deleted = 0;
  for (const { prefix, table, key } of storedFileReferences) {
    for await (const page of deps.storage.list(prefix)) {
      const old = page.filter((file) => now.getTime() - file.writtenAt.getTime() > graceMs).map((file) => file.key);
      if (old.length === 0) continue;
      const rows = (await deps.db.select({ key }).from(table).where(inArray(key, old))) as { key: string }[];
      const referenced = new Set(rows.map((row) => row.key));
      for (const orphan of old.filter((candidate) => !referenced.has(candidate))) {
        await deps.storage.delete(orphan);
        deleted += 1;
      }
    }
  }
  return deleted;
}
