import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppServices } from '../app.js';
import { loadConfig, type Config, type Env } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import { createTestDatabase } from './database.js';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** Lets a test flip the instance into draining, as a shutdown would. */
  setDraining(draining: boolean): void;
  close(): Promise<void>;
}

/** Configuration for tests: quiet logs, a private data directory, no demo seeding. */
export function testConfig(env: Partial<Record<keyof Env, string>> = {}): Config {
  return loadConfig({
    LOG_LEVEL: 'silent',
    LOG_FORMAT: 'json',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'creds-test-data-')),
    WEB_DIST_DIR: join(tmpdir(), 'creds-no-web-build'),
    SEED_DEMO_DATA: 'false',
    JOB_POLL_SECONDS: '0.5',
    ...env,
  });
}

/** Builds the app on a fresh database. Call once per test file (in beforeAll), close in afterAll. */
export async function buildTestApp(
  env: Partial<Record<keyof Env, string>> = {},
  services: Omit<AppServices, 'database' | 'isDraining'> = {},
): Promise<TestApp> {
  const config = testConfig(env);
  const database = await createTestDatabase();
  let draining = false;
  const app = await buildApp(config, { ...services, database, isDraining: () => draining });
  return {
    app,
    database,
    config,
    setDraining: (value) => {
      draining = value;
    },
    close: async () => {
      await app.close();
      await database.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}
