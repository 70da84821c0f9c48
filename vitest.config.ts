import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['contract', 'engine', 'server', 'web'],
  },
});
