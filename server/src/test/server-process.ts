import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequestRaw, type Agent, type IncomingHttpHeaders } from 'node:http';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { inject } from 'vitest';
import type { Env } from '../config.js';
import { adminQuery, databaseUrlFor, uniqueDatabaseName } from './postgres.js';

const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const serverScript = fileURLToPath(new URL('../server.ts', import.meta.url));

/** Ports the tests' server processes may use. */
const portRange = { first: 3200, last: 3299 };

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A port in the tests' range that nothing listens on now (tried from a random start, as several runs may share the machine). */
export async function freePort(taken: number[] = []): Promise<number> {
  const size = portRange.last - portRange.first + 1;
  const start = Math.floor(Math.random() * size);
  for (let offset = 0; offset < size; offset++) {
    const port = portRange.first + ((start + offset) % size);
    if (!taken.includes(port) && (await isFree(port))) return port;
  }
  throw new Error(`No free port between ${portRange.first} and ${portRange.last}`);
}

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote so far (JSON log lines and any error). */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Sends the signal (SIGTERM unless told) and waits for the process to end; returns its exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts `server.ts` as a process of its own, as `npm start` would run it (from the sources, through tsx),
 * listening on 127.0.0.1 at a free port of the tests' range, and waits until it answers /api/health.
 */
export async function startServerProcess(env: Partial<Record<keyof Env, string>>, options: { takenPorts?: number[] } = {}): Promise<ServerProcess> {
  const port = await freePort(options.takenPorts);
  const workDir = mkdtempSync(join(tmpdir(), 'creds-server-process-'));
  const child = spawn(process.execPath, ['--conditions=source', '--import', tsxLoader, serverScript], {
    // Away from the checkout, so a developer's .env is not read.
    cwd: workDir,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      SEED_DEMO_DATA: '0',
      DATA_DIR: join(workDir, 'data'),
      WEB_DIST_DIR: join(workDir, 'no-web-build'),
      JOB_POLL_SECONDS: '0.5',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  void exited.then(() => rmSync(workDir, { recursive: true, force: true }));
  const url = `http://127.0.0.1:${port}`;

  let hasExited = false;
  void exited.then(() => (hasExited = true));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (hasExited) throw new Error(`The server process ended before it answered:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server process did not answer /api/health within 90 s:\n${output}`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    url,
    port,
    child,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (!hasExited) child.kill(signal);
      return exited;
    },
  };
}

/**
 * PostgreSQL only: a database of its own for server processes, copied from the migrated template, and the
 * function that drops it. Server processes connect by URL, so the in-process test database will not do.
 */
export async function createProcessDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const databaseUrl = process.env.DATABASE_URL;
  const template = inject('postgresTemplate');
  if (!databaseUrl || !template) throw new Error('Server processes share a PostgreSQL database: set DATABASE_URL');
  const name = uniqueDatabaseName();
  await adminQuery(databaseUrl, `create database ${name} template ${template}`);
  return { url: databaseUrlFor(databaseUrl, name), drop: () => adminQuery(databaseUrl, `drop database if exists ${name} with (force)`) };
}

export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * One HTTP request over node:http (not fetch), so a test chooses how connections are reused: pass a
 * keep-alive agent as a load balancer's pool would be, or none for a connection of its own.
 */
export function httpRequest(
  url: string,
  options: { method?: string; json?: unknown; body?: string; headers?: Record<string, string>; agent?: Agent | false } = {},
): Promise<HttpAnswer> {
  const body = options.body ?? (options.json === undefined ? undefined : JSON.stringify(options.json));
  return new Promise((resolve, reject) => {
    const request = httpRequestRaw(
      url,
      {
        method: options.method ?? (body ? 'POST' : 'GET'),
        agent: options.agent ?? false,
        headers: { ...(options.json === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
