import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Ports for clusters of the tests' own, apart from the shared test server's. */
const portRange = { first: 54_400, last: 54_499 };

/** PG_BIN_DIR, else the newest /usr/lib/postgresql/<version>/bin (Debian's layout), else null. */
export function postgresBinDir(): string | null {
  if (process.env.PG_BIN_DIR) return existsSync(join(process.env.PG_BIN_DIR, 'initdb')) ? process.env.PG_BIN_DIR : null;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

export interface OwnPostgres {
  /** The maintenance database's URL; make databases of your own on it. */
  url: string;
  /** `pg_ctl stop -m fast`: connections are cut, new ones refused, as in a database restart or failover. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the cluster and deletes its files. */
  destroy(): Promise<void>;
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * A throwaway PostgreSQL cluster in a temporary directory, for a test that must stop and start the
 * database under a running server (never the shared one). initdb refuses to run as root, so as root the
 * cluster belongs to the `postgres` system user, as in `.ci/run`.
 */
export async function startOwnPostgres(binDir: string): Promise<OwnPostgres> {
  const root = mkdtempSync(join(tmpdir(), 'creds-own-pg-'));
  const asRoot = process.getuid?.() === 0;
  const user = asRoot ? 'postgres' : userInfo().username;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    chownSync(root, Number(stdout.trim()), -1);
  }
  const pg = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(binDir, tool), ...args]) : run(join(binDir, tool), args);

  let port = 0;
  const start = Math.floor(Math.random() * (portRange.last - portRange.first + 1));
  for (let offset = 0; offset <= portRange.last - portRange.first && !port; offset++) {
    const candidate = portRange.first + ((start + offset) % (portRange.last - portRange.first + 1));
    if (await isFree(candidate)) port = candidate;
  }
  if (!port) throw new Error(`No free port between ${portRange.first} and ${portRange.last}`);

  const data = join(root, 'data');
  await pg('initdb', ['-D', data, '-U', user, '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${root} -c fsync=off`;
  const startCluster = async () => {
    await pg('pg_ctl', ['-D', data, '-l', join(root, 'server.log'), '-w', '-o', options, 'start']);
  };
  await startCluster();
  return {
    url: `postgres://${user}@127.0.0.1:${port}/postgres`,
    start: startCluster,
    stop: async () => {
      await pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    destroy: async () => {
      await pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      rmSync(root, { recursive: true, force: true });
    },
  };
}
