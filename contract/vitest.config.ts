import { defineProject } from 'vitest/config';

export default defineProject({
  // Workspace packages are compiled from their sources, not loaded from a possibly stale dist/.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'contract',
    environment: 'node',
    server: { deps: { inline: [/@creds\//] } },
    include: ['src/**/*.test.ts'],
    // Property tests run thousands of cases: on a loaded CI machine they need more than 5 s.
    testTimeout: 30_000,
  },
});
