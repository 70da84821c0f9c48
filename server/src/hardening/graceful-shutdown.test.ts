import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, openPostgres } from '../db/client.js';
import { users } from '../db/schema.js';
import { strongPassword, uniqueName } from '../test/factories.js';
import { createProcessDatabase, httpRequest, startServerProcess, type ServerProcess } from '../test/server-process.js';

/**
 * A real server process under a steady stream of registrations (argon2 and a few writes each, so many
 * are in flight at any moment) receives SIGTERM: no request it had accepted may be lost.
 */

interface Outcome {
  startedAt: number;
  endedAt: number;
  email: string;
  status?: number;
  error?: string;
}

const clients = 6;
const loadBeforeSignalMs = 1_500;

let database: { env: Record<string, string>; countUsers(emailPrefix: string): Promise<number>; close(): Promise<void> };
beforeAll(async () => {
  if (process.env.DATABASE_URL) {
    const created = await createProcessDatabase();
    const handle = openPostgres(created.url, 2);
    database = {
      env: { DATABASE_URL: created.url },
      countUsers: async (prefix) => (await handle.db.select({ id: users.id }).from(users).where(like(users.email, `${prefix}%`))).length,
      close: async () => {
        await handle.close();
        await created.drop();
      },
    };
  } else {
    // The embedded database is one process's at a time: the test reads it once the server has ended.
    const dataDir = mkdtempSync(join(tmpdir(), 'creds-shutdown-test-'));
    database = {
      env: { DATA_DIR: dataDir },
      async countUsers(prefix) {
        const handle = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') });
        try {
          return (await handle.db.select({ id: users.id }).from(users).where(like(users.email, `${prefix}%`))).length;
        } finally {
          await handle.close();
        }
      },
      close: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
});
afterAll(() => database?.close());

/** Registers new accounts in a loop on `clients` keep-alive connections until the server refuses connections. */
function startLoad(server: ServerProcess, emailPrefix: string) {
  const outcomes: Outcome[] = [];
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  let sequence = 0;
  let stopped = false;
  const client = async () => {
    while (!stopped) {
      const email = `${emailPrefix}${++sequence}@example.test`;
      const startedAt = performance.now();
      try {
        const answer = await httpRequest(`${server.url}/api/auth/register`, {
          agent,
          json: { username: uniqueName('Shutdown Load'), email, dob: '1990-12-10', password: strongPassword },
        });
        outcomes.push({ startedAt, endedAt: performance.now(), email, status: answer.status });
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? String(error);
        outcomes.push({ startedAt, endedAt: performance.now(), email, error: code });
        // The port is closed: this instance is gone, as a load balancer would find.
        if (code === 'ECONNREFUSED') return;
      }
    }
  };
  const running = Promise.all(Array.from({ length: clients }, client));
  return {
    outcomes,
    async stop() {
      stopped = true;
      await running;
      agent.destroy();
    },
  };
}

/** Polls /api/ready on connections of its own until the port closes. */
function pollReadiness(server: ServerProcess) {
  const answers: { status: number; connection: string | undefined; body: unknown }[] = [];
  const done = (async () => {
    for (;;) {
      try {
        const answer = await httpRequest(`${server.url}/api/ready`);
        answers.push({ status: answer.status, connection: answer.headers.connection, body: JSON.parse(answer.body) });
      } catch {
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return { answers, done };
}

function summarize(outcomes: Outcome[], signalAt: number) {
  const beforeSignal = outcomes.filter((outcome) => outcome.startedAt < signalAt);
  return {
    total: outcomes.length,
    beforeSignal: beforeSignal.length,
    inFlightAtSignal: beforeSignal.filter((outcome) => outcome.endedAt > signalAt).length,
    answered: outcomes.filter((outcome) => outcome.status === 200).length,
    answeredAfterSignal: outcomes.filter((outcome) => outcome.status === 200 && outcome.startedAt > signalAt).length,
    lostBeforeSignal: beforeSignal.filter((outcome) => outcome.status !== 200).length,
    otherStatuses: outcomes.filter((outcome) => outcome.status !== undefined && outcome.status !== 200).map((outcome) => outcome.status),
    errorsAfterSignal: outcomes.filter((outcome) => outcome.error && outcome.startedAt >= signalAt).map((outcome) => outcome.error),
  };
}

describe('graceful shutdown under load', { timeout: 180_000 }, () => {
  it('SIGTERM with a drain period: /api/ready answers 503 while it keeps serving, and every accepted request completes', async () => {
    const drainMs = 1_500;
    const server = await startServerProcess({ ...database.env, SHUTDOWN_DRAIN_MS: String(drainMs), RATE_LIMIT_MAX: '100000' });
    const prefix = `drain.${randomBytes(4).toString('hex')}.`;
    const load = startLoad(server, prefix);
    await new Promise((resolve) => setTimeout(resolve, loadBeforeSignalMs));
    const readyBefore = await httpRequest(`${server.url}/api/ready`);
    const signalAt = performance.now();
    server.child.kill('SIGTERM');
    const readiness = pollReadiness(server);
    const exitCode = await server.exited;
    await load.stop();
    await readiness.done;

    const figures = summarize(load.outcomes, signalAt);
    console.warn('graceful shutdown with a drain period:', JSON.stringify(figures));
    expect(exitCode, server.output()).toBe(0);
    expect(server.output()).toContain('shut down cleanly');
    expect(readyBefore.status).toBe(200);
    // The stream really was under way, with requests in flight when the signal came.
    expect(figures.beforeSignal).toBeGreaterThanOrEqual(clients);
    expect(figures.inFlightAtSignal).toBeGreaterThanOrEqual(1);
    expect(figures.lostBeforeSignal).toBe(0);
    // Draining is not refusing: requests that came in the first half of the drain period were all served.
    expect(figures.answeredAfterSignal).toBeGreaterThanOrEqual(1);
    const earlyInDrain = load.outcomes.filter((outcome) => outcome.startedAt >= signalAt && outcome.startedAt < signalAt + drainMs / 2);
    expect(earlyInDrain.length).toBeGreaterThanOrEqual(1);
    expect(earlyInDrain.filter((outcome) => outcome.status !== 200)).toEqual([]);
    expect(figures.otherStatuses).toEqual([]);
    // After the signal the only failures are connections the closed port refused.
    for (const error of figures.errorsAfterSignal) expect(['ECONNREFUSED', 'ECONNRESET']).toContain(error);

    // A poll may still reach the server before it has handled the signal; from the first 503 on, all are.
    const draining = readiness.answers.slice(readiness.answers.findIndex((answer) => answer.status === 503));
    expect(draining.length).toBeGreaterThanOrEqual(3);
    for (const answer of draining) {
      expect(answer).toEqual({ status: 503, connection: 'close', body: { status: 'unavailable', database: 'up', draining: true } });
    }
    // Every registration that was answered is stored, and none that was not.
    expect(await database.countUsers(prefix)).toBe(figures.answered);
  });

  it('SIGTERM without a drain period: the requests in flight still complete before the process ends', async () => {
    const server = await startServerProcess({ ...database.env, SHUTDOWN_DRAIN_MS: '0', RATE_LIMIT_MAX: '100000' });
    const prefix = `nodrain.${randomBytes(4).toString('hex')}.`;
    const load = startLoad(server, prefix);
    await new Promise((resolve) => setTimeout(resolve, loadBeforeSignalMs));
    const signalAt = performance.now();
    server.child.kill('SIGTERM');
    const exitCode = await server.exited;
    await load.stop();

    const figures = summarize(load.outcomes, signalAt);
    console.warn('graceful shutdown without a drain period:', JSON.stringify(figures));
    expect(exitCode, server.output()).toBe(0);
    expect(figures.inFlightAtSignal).toBeGreaterThanOrEqual(1);
    expect(figures.lostBeforeSignal).toBe(0);
    expect(figures.otherStatuses).toEqual([]);
    for (const error of figures.errorsAfterSignal) expect(['ECONNREFUSED', 'ECONNRESET']).toContain(error);
    expect(await database.countUsers(prefix)).toBe(figures.answered);
  });
});
