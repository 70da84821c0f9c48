import type { CurrentUser, PriceKey } from '@creds/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { prices } from '../../db/schema.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';

/** Sets one price (cents, or a percentage); payments started later use it, earlier ones keep theirs. */
export async function updatePrice(db: Database, admin: CurrentUser, key: PriceKey, amount: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [price] = await tx.select().from(prices).where(eq(prices.key, key)).for('update');
    if (!price) throw new AppError('NOT_FOUND', 'Price not found.');
    if (price.unit === 'percent' && amount > 100) throw new AppError('VALIDATION_FAILED', 'A percentage must be between 0 and 100.', { amount: 'A percentage must be between 0 and 100.' });
    await assertRangeHolds(tx, key, amount);
    // Saving the amount it already has changes nothing, and the audit log records changes.
    if (amount === price.amount) return;
    await tx.update(prices).set({ amount, updatedAt: new Date() }).where(eq(prices.key, key));
    await recordAudit(tx, { actorId: admin.id, action: 'price.updated', subjectType: 'price', subjectId: key, details: { before: price.amount, after: amount, unit: price.unit } });
  });
}

/** The price ranges the fees page shows ("from … up to …"): a change must leave the lower end at or below the upper. */
const ranges: readonly { from: PriceKey; upTo: PriceKey }[] = [{ from: 'evaluation.freelancer.min', upTo: 'evaluation.freelancer.max' }];

async function assertRangeHolds(tx: Database, key: PriceKey, amount: number): Promise<void> {
  const range = ranges.find((candidate) => candidate.from === key || candidate.upTo === key);
  if (!range) return;
  const ends = await tx.select().from(prices).where(inArray(prices.key, [range.from, range.upTo]));
  const amountOf = (end: PriceKey) => (end === key ? amount : (ends.find((row) => row.key === end)?.amount ?? amount));
  if (amountOf(range.from) > amountOf(range.upTo)) {
    const message = key === range.from ? 'The lower end of the range cannot be above its upper end.' : 'The upper end of the range cannot be below its lower end.';
    throw new AppError('VALIDATION_FAILED', message, { amount: message });
  }
}
