import { existsSync } from 'node:fs';
import { preloadEvaluator, preloadExtractors } from '@creds/engine';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedDemoContent } from './db/seed.js';
import { ensureDefaultPrices } from './features/fees/find-prices.js';
import { startRenewalReminderTimer } from './features/accreditation/send-renewal-reminders.js';

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

  // Accreditation renewal reminders, hourly; each is claimed in the database, so instances never send one twice.
  const stopRenewalReminders = startRenewalReminderTimer((now) => app.sendRenewalReminders(now), app.log);

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    draining = true;
    stopRenewalReminders();
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const forceExit = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    forceExit.unref();
    try {
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
