// Shared by the benches that run the real server: a database of their own on a PostgreSQL server,
// the built server as a child process, percentiles, and the summary `npm run bench` prints.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';

export const repoRoot = resolve(import.meta.dirname, '..');

/** The PostgreSQL server to bench on, or a clear message and exit code 2 when there is none. */
export function requirePostgres(bench: string): string {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!url) {
    console.error(
      `bench/${bench}: this benchmark runs on PostgreSQL. Set DATABASE_URL (or BENCH_DATABASE_URL) to a server it may create a database on, e.g.\n` +
        `  DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:${bench}`,
    );
    process.exit(2);
  }
  return url;
}

export function databaseUrlFor(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onMaintenanceDatabase(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrlFor(serverUrl, 'postgres') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Drops and creates `name`; returns its URL. */
export async function freshDatabase(serverUrl: string, name: string): Promise<string> {
  await onMaintenanceDatabase(serverUrl, `drop database if exists ${name} with (force)`);
  await onMaintenanceDatabase(serverUrl, `create database ${name}`);
  return databaseUrlFor(serverUrl, name);
}

export function dropDatabase(serverUrl: string, name: string): Promise<void> {
  return onMaintenanceDatabase(serverUrl, `drop database if exists ${name} with (force)`);
}

/** Builds contract, engine and server (the API needs no web build), unless told the builds are current. */
export function buildServer(skip: boolean): void {
  if (skip) return;
  for (const workspace of ['contract', 'engine', 'server']) {
    const result = spawnSync('npm', ['run', '-s', 'build', '-w', workspace], { cwd: repoRoot, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`building ${workspace} failed`);
  }
}

export interface RunningServer {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

async function waitForReady(url: string, child: ChildProcess, path: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`${url}${path}`)).ok) return;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before it was ready`);
    if (Date.now() > deadline) throw new Error('the server did not become ready in time');
    await new Promise((done) => setTimeout(done, 200));
  }
}

/** Runs `node <args>` in its own process and waits until `readyPath` answers 2xx. */
export async function startProcess(options: { args: string[]; port: number; env: Record<string, string>; readyPath: string }): Promise<RunningServer> {
  const url = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, options.args, {
    cwd: repoRoot,
    // The server's request log goes nowhere: writing it is part of the cost, reading it is not.
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...options.env, PORT: String(options.port) },
  });
  try {
    await waitForReady(url, child, options.readyPath);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    child,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The built server (`server/dist/server.js`) on a PostgreSQL database, with a private data directory. */
export async function startAppServer(databaseUrl: string, port: number, env: Record<string, string> = {}): Promise<RunningServer & { dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'creds-bench-data-'));
  const server = await startProcess({
    args: ['server/dist/server.js'],
    port,
    readyPath: '/api/ready',
    env: {
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_FORMAT: 'json',
      SEED_DEMO_DATA: 'false',
      ...env,
    },
  });
  return {
    ...server,
    dataDir,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A free-enough port in 3300–3399 (the range this project's benches use), different per call. */
let nextPort = 3300 + Math.floor(Math.random() * 80);
export function benchPort(): number {
  nextPort = nextPort >= 3399 ? 3300 : nextPort + 1;
  return nextPort;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export function machine(): string {
  const cores = cpus();
  return `${cores.length} × ${cores[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}`;
}

export { recordFigure } from './figures.js';
