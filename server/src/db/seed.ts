import { accreditationDemoSeeder } from '../features/accreditation/accreditation-demo-seeder.js';
import { appSettings } from './schema.js';
import type { Database } from './client.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A feature's demo content. Seeders run once, in this order, in one transaction. */
export interface Seeder {
  name: string;
  seed(tx: Transaction): Promise<void>;
}

export const demoSeeders: Seeder[] = [accreditationDemoSeeder];

const seededMarkerKey = 'demo_content_seeded_at';

/**
 * Seeds demo content on a database that has never been seeded. The marker row is written first, so
 * of several instances starting together exactly one seeds (the others wait on its key, then skip),
 * and content a provider deletes later is not seeded again.
 */
export async function seedDemoContent(db: Database, seeders: Seeder[] = demoSeeders): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appSettings)
      .values({ key: seededMarkerKey, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning({ key: appSettings.key });
    if (claimed.length === 0) return null;
    for (const seeder of seeders) await seeder.seed(tx);
    return seeders.map((seeder) => seeder.name);
  });
}
