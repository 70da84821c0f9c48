import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { publicSiteFiles } from './src/features/public-site/build/site-files-plugin';

/** One value per build: baked into the bundle and written to dist/meta.json for the version check. */
const buildTime = new Date().toISOString();
const metaJson = `${JSON.stringify({ buildTime }, null, 2)}\n`;

/**
 * Writes `meta.json` next to the built app (the server answers `GET /meta.json` from it). The dev
 * server answers `/meta.json` itself with the dev session's build time: proxying it to the API server
 * would compare against whatever `web/dist` was built last and warn on every dev session.
 */
function buildMeta(): Plugin {
  return {
    name: 'creds-build-meta',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== '/meta.json') return next();
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
        res.end(metaJson);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'meta.json', source: metaJson });
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), buildMeta(), publicSiteFiles()],
  define: {
    __BUILD_TIME__: JSON.stringify(buildTime),
  },
  resolve: {
    // `source` makes @creds/contract resolve to its TypeScript sources (no contract build needed).
    conditions: ['source', ...defaultClientConditions],
  },
  // The same for tests that run in Node (`@vitest-environment node`).
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
  build: {
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 2 },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
