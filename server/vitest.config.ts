import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Each file gets its own database; a database-backed file can need a few seconds on a loaded machine.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
