import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';

export interface VerificationTally {
  /** Counts one successful verification of the certificate with this row id. */
  record(certificateRowId: string): void;
  /** Writes the counts gathered so far. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  close(): Promise<void>;
}

/** Rows per statement, so a long outage's backlog never makes one statement with too many parameters. */
const batchSize = 1_000;

/**
 * Verification counts gathered in memory and written once a second in one statement per batch.
 * Verifying is a public read that anyone may repeat; a write per request would make it cost what a
 * payment costs. A crash loses at most the last second's counts; a database outage keeps them for the
 * next write.
 */
export function createVerificationTally(db: Database, log: FastifyBaseLogger, intervalMs = 1_000): VerificationTally {
  let pending = new Map<string, number>();
  let writing: Promise<void> = Promise.resolve();

  const write = async () => {
    if (pending.size === 0) return;
    const counts = [...pending];
    pending = new Map();
    for (let start = 0; start < counts.length; start += batchSize) {
      const batch = counts.slice(start, start + batchSize);
      const values = sql.join(
        batch.map(([id, count]) => sql`(${id}::uuid, ${count}::int)`),
        sql`, `,
      );
      try {
        await db.execute(sql`update certificates set verification_count = verification_count + counted.n
          from (values ${values}) as counted(id, n) where certificates.id = counted.id`);
      } catch (error) {
        for (const [id, count] of batch) pending.set(id, (pending.get(id) ?? 0) + count);
        log.warn({ err: error }, 'could not write verification counts; keeping them for the next try');
      }
    }
  };
  // One write at a time: a slow one is never overtaken by the next tick's.
  const flush = () => (writing = writing.then(write));
  const timer = setInterval(() => void flush(), intervalMs);
  timer.unref();

  return {
    record(id) {
      pending.set(id, (pending.get(id) ?? 0) + 1);
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
