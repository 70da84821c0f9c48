import type { CurrentUser, PriceKey } from '@creds/contract';
import { eq } from 'drizzle-orm';
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
    await tx.update(prices).set({ amount, updatedAt: new Date() }).where(eq(prices.key, key));
    await recordAudit(tx, { actorId: admin.id, action: 'price.updated', subjectType: 'price', subjectId: key, details: { before: price.amount, after: amount, unit: price.unit } });
  });
}
