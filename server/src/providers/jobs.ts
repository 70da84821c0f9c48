import { jobNames, type JobName, type JobQueueCounts } from '@creds/contract';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client.js';

export { jobNames, type JobName };

export interface FailedJob {
  id: string;
  name: string;
  data: unknown;
  error: string | null;
  retryCount: number;
  createdOn: string;
  completedOn: string | null;
}

/**
 * Background work stored in the database (pg-boss), so it survives restarts and several instances share
 * it: each job runs once, failures retry with backoff, and failed jobs stay visible for an admin to retry.
 * The same queue runs on PGlite (through an adapter) and on PostgreSQL.
 */
export interface JobQueue {
  send(name: JobName, data: object, options?: { singletonKey?: string; startAfter?: number }): Promise<string | null>;
  work<T extends object>(name: JobName, handler: (data: T) => Promise<void>): Promise<void>;
  /** Runs `name` on a cron schedule; several instances still run it once per tick. */
  schedule(name: JobName, cron: string): Promise<void>;
  queueSizes(): Promise<Record<JobName, number>>;
  /** Each queue's jobs by state, in the order of `jobNames`. */
  queueCounts(): Promise<JobQueueCounts[]>;
  findFailed(limit?: number): Promise<FailedJob[]>;
  /** Runs a failed job again; false when no failed job of that queue has this id (already retried, or cleared). */
  retry(name: JobName, id: string): Promise<boolean>;
  stop(): Promise<void>;
}

function adapterFor(database: DatabaseHandle): PgBoss.Db {
  if (database.kind === 'postgres') {
    return { executeSql: async (text, values) => ({ rows: (await database.pool.query(text, values)).rows }) };
  }
  const client = database.client;
  return {
    // pg-boss sends multi-statement scripts (its migrations) without parameters: those go through exec.
    executeSql: async (text, values) => {
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      return { rows: (await client.query(text, values)).rows };
    },
  };
}

/** A failed job's message: a thrown error's, or the one pg-boss writes when it stops a job that ran too long. */
function failureMessage(output: unknown): string | null {
  if (!output || typeof output !== 'object') return null;
  const { message, value } = output as { message?: unknown; value?: { message?: unknown } | null };
  const text = message ?? value?.message;
  return typeof text === 'string' ? text : JSON.stringify(output);
}

export async function createJobQueue(
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  options: { pollingIntervalSeconds?: number; schedule?: boolean } = {},
): Promise<JobQueue> {
  const boss = new PgBoss({
    db: adapterFor(database),
    schedule: options.schedule ?? true,
    supervise: true,
    migrate: true,
    // Failed jobs stay in the job table, where an admin sees and retries them, for a week (pg-boss's default
    // archives them with the completed ones after 12 hours, out of the admin's reach).
    archiveFailedAfterSeconds: 7 * 24 * 60 * 60,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const name of jobNames) await boss.createQueue(name, { name, retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 300 });
  const polling = options.pollingIntervalSeconds ?? 2;

  return {
    send: (name, data, sendOptions = {}) =>
      boss.send(name, data, {
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
      }),
    async work(name, handler) {
      await boss.work(name, { pollingIntervalSeconds: polling, batchSize: 1 }, async (jobs) => {
        for (const job of jobs) {
          try {
            await handler(job.data as never);
          } catch (error) {
            log.warn({ err: error, job: job.id, queue: name }, 'job failed; it will be retried');
            throw error;
          }
        }
      });
    },
    schedule: (name, cron) => boss.schedule(name, cron, {}, { tz: 'UTC' }),
    async queueSizes() {
      const sizes = await Promise.all(jobNames.map(async (name) => [name, await boss.getQueueSize(name)] as const));
      return Object.fromEntries(sizes) as Record<JobName, number>;
    },
    async queueCounts() {
      const { rows } = await adapterFor(database).executeSql(`select name, state, count(*)::int as count from pgboss.job group by name, state`, []);
      const counts = new Map(jobNames.map((name) => [name as string, { name, waiting: 0, active: 0, failed: 0, completed: 0 }]));
      for (const row of rows as { name: string; state: string; count: number }[]) {
        const queue = counts.get(row.name);
        if (!queue) continue;
        const count = Number(row.count);
        if (row.state === 'created' || row.state === 'retry') queue.waiting += count;
        else if (row.state === 'active' || row.state === 'failed' || row.state === 'completed') queue[row.state] += count;
      }
      return [...counts.values()];
    },
    async findFailed(limit = 50) {
      const { rows } = await adapterFor(database).executeSql(
        `select id, name, data, output, retry_count, created_on, completed_on from pgboss.job where state = 'failed'
         order by completed_on desc nulls last limit $1`,
        [limit],
      );
      return rows.map((row: Record<string, unknown>) => ({
        id: String(row.id),
        name: String(row.name),
        data: row.data,
        error: failureMessage(row.output),
        retryCount: Number(row.retry_count),
        createdOn: new Date(row.created_on as string).toISOString(),
        completedOn: row.completed_on ? new Date(row.completed_on as string).toISOString() : null,
      }));
    },
    async retry(name, id) {
      // pg-boss 10 answers how many jobs it changed, though its types declare nothing.
      const result = (await boss.retry(name, id)) as unknown as { affected: number };
      return result.affected > 0;
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
