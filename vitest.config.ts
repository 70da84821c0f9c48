import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['contract', 'engine', 'server', 'web'],
    // Vitest leaves one core to its main process, which idles while files run: on the two-core CI
    // machine that meant one file at a time. Every core runs a file.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
