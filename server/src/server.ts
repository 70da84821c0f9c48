import { existsSync } from 'node:fs';
import { preloadEvaluator, preloadExtractors } from '@creds/engine';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedDemoContent } from './db/seed.js';
import { ensureDefaultPrices } from './features/fees/find-prices.js';

async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();

  const database = await openDatabase(config.database);
  let draining = false;
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  // Reference data every installation needs, demo or not: added when missing, never overwritten.
  await ensureDefaultPrices(database.db);
  // Load the engine's taxonomy, word list and PDF reader now, not on the first user's request.
  preloadEvaluator();
  await preloadExtractors();
  const app = await buildApp(config, { database, isDraining: () => draining });

  if (config.seedDemoData) {
    const seeded = await seedDemoContent(database.db);
    if (seeded) app.log.info({ seeders: seeded }, 'seeded demo content on a new database');
  }

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    // From here /api/ready answers 503 and every answer closes its connection.
    draining = true;
    if (config.shutdownDrainMs > 0) {
      // Keep serving while the load balancer notices and stops sending: closing the port now would
      // refuse the requests it still routes here.
      app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'draining: not ready, still serving');
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    }
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const forceExit = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    forceExit.unref();
    try {
      // Stops accepting connections, waits for the requests in flight, then stops the job workers.
      await app.close();
      await database.close();
      app.log.info('shut down cleanly');
      process.exitCode = 0;
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exitCode = 1;
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // Whatever a crashed instance left half done (files without rows, a payment whose webhook died) is healed now.
  await app.recoverAfterRestart();
  app.log.info(
    `${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'}; open ${config.publicUrl}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Could not start the server:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
