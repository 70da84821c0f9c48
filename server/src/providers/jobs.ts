import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client.js';

/** Every kind of background work, by queue name. */
export const jobNames = ['mail.deliver', 'payments.reconcile', 'mail.requeue', 'accreditation.renewal-reminders', 'rate-limits.purge', 'files.sweep'] as const;
export type JobName = (typeof jobNames)[number];

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
  findFailed(limit?: number): Promise<FailedJob[]>;
  retry(name: JobName, id: string): Promise<void>;
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

export async function createJobQueue(
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  options: { pollingIntervalSeconds?: number; schedule?: boolean } = {},
): Promise<JobQueue> {
  const boss = new PgBoss({ db: adapterFor(database), schedule: options.schedule ?? true, supervise: true, migrate: true });
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
        error: row.output && typeof row.output === 'object' ? String((row.output as { message?: unknown }).message ?? JSON.stringify(row.output)) : null,
        retryCount: Number(row.retry_count),
        createdOn: new Date(row.created_on as string).toISOString(),
        completedOn: row.completed_on ? new Date(row.completed_on as string).toISOString() : null,
      }));
    },
    retry: (name, id) => boss.retry(name, id),
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
