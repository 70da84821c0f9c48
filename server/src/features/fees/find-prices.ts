import { defaultPrices, priceKeys, type Price, type PriceKey } from '@creds/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { prices } from '../../db/schema.js';

/** The whole price table, in the order of the fee schedule. */
export async function findPrices(db: Database): Promise<Price[]> {
  const rows = await db.select().from(prices).orderBy(asc(prices.key));
  const order = (key: string) => priceKeys.indexOf(key as PriceKey);
  return rows
    .filter((row) => order(row.key) >= 0)
    .sort((a, b) => order(a.key) - order(b.key))
    .map((row) => ({ key: row.key as PriceKey, label: row.label, amount: row.amount, unit: row.unit, updatedAt: row.updatedAt.toISOString() }));
}

/** One price, in cents (or percent); the defaults stand in when the table lacks it. */
export async function getPrice(db: Database, key: PriceKey): Promise<number> {
  const [row] = await db.select({ amount: prices.amount }).from(prices).where(eq(prices.key, key));
  return row?.amount ?? defaultPrices.find((price) => price.key === key)!.amount;
}

/**
 * Fills in any price the table lacks from the spec's fee schedule. Runs at every start: a new price
 * added by an upgrade appears, and a price an admin changed is never overwritten.
 */
export async function ensureDefaultPrices(db: Database): Promise<void> {
  await db.insert(prices).values(defaultPrices.map((price) => ({ ...price }))).onConflictDoNothing();
}
