import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
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

/**
 * Writes a Brotli and a gzip copy beside every text file of the build; the server sends the one the
 * browser accepts (no compression work per request).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'creds-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => /\.(js|css|html|svg|json|xml|txt|map)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const content = await readFile(path);
          if (content.length < 1024) return;
          await writeFile(`${path}.br`, brotliCompressSync(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
          await writeFile(`${path}.gz`, gzipSync(content, { level: 9 }));
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), buildMeta(), publicSiteFiles(), precompress()],
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
      // The app, and the prerendered public pages' entry without the router (see src/app/public-pages.ts).
      input: { app: resolve(import.meta.dirname, 'index.html'), public: resolve(import.meta.dirname, 'public.html') },
      output: {
        // React changes less often than the app: its own chunk stays cached across releases (the router
        // apart: the public pages do without it). Other libraries go with the pages that use them, so a
        // page loads only what it needs.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 2 },
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
    // jsdom renders are slow on a loaded 2-core CI machine; a slow test is not a failing one.
    testTimeout: 20_000,
  },
});
