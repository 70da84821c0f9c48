import type { Readiness } from '@creds/contract';
import type { DatabaseHandle } from '../../db/client.js';

const pingTimeoutMs = 2_000;

export async function checkReadiness(database: DatabaseHandle, draining: boolean): Promise<Readiness> {
  const databaseUp = await pingWithin(database, pingTimeoutMs);
  return {
    status: databaseUp && !draining ? 'ready' : 'unavailable',
    database: databaseUp ? 'up' : 'down',
    draining,
  };
}

async function pingWithin(database: DatabaseHandle, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([database.ping().then(() => true as const), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
