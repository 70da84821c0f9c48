import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// A fresh data directory per run: the suite starts as a newcomer would, on an empty database.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'creds-e2e-'));
const repoRoot = resolve(import.meta.dirname, '..');
// One output folder per run (workers inherit the variable), so runs side by side never clear each other's.
process.env.E2E_RUN_ID ??= `${Date.now()}-${process.pid}`;
const keepArtifacts = process.env.E2E_ARTIFACTS !== '0';

export default defineConfig({
  testDir: '.',
  // `npm run capture:guide` sets CAPTURE_GUIDE=1 to run the user-guide capture instead of the tests.
  testMatch: process.env.CAPTURE_GUIDE === '1' ? 'guide-capture.ts' : '**/*.spec.ts',
  outputDir: `.tmp/test-results/${process.env.E2E_RUN_ID}`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Sized for a loaded two-core machine, where two browsers, the server and its embedded database
  // share the cores: a step that takes a second here can take five there.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // A trace and a screenshot of every test, kept when it fails; E2E_ARTIFACTS=0 (.ci/run, whose files
    // nobody can open) records neither, which makes the run a fifth shorter.
    trace: keepArtifacts ? 'retain-on-failure' : 'off',
    screenshot: keepArtifacts ? 'only-on-failure' : 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node --enable-source-maps server/dist/server.js',
    cwd: repoRoot,
    url: `${baseURL}/api/ready`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      DEV_MAILBOX: '1',
      // The account registered with this address becomes the first admin when activated.
      BOOTSTRAP_ADMIN_EMAIL: 'admin@e2e.test',
    },
  },
});
