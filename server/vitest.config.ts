import { defineProject } from 'vitest/config';

export default defineProject({
  // Workspace packages are compiled from their sources, not loaded from a possibly stale dist/.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'server',
    environment: 'node',
    server: { deps: { inline: [/@creds\//] } },
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Each file gets its own database; a database-backed file can need a few seconds on a loaded machine.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
