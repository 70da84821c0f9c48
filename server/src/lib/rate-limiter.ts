import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { rateLimitCounters } from '../db/schema.js';

export interface Limit {
  /** Names the counter, e.g. `sign-in:email:ada@example.com`. */
  key: string;
  max: number;
  windowMs: number;
}

/**
 * Fixed-window counters kept in the database, so a limit holds across every instance of the server.
 * `isExceeded` reads without counting; `hit` counts one attempt.
 */
export async function isExceeded(db: Database, limit: Limit): Promise<{ exceeded: boolean; retryAfterMs: number }> {
  const [row] = await db
    .select()
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, limit.key), gt(rateLimitCounters.windowEndsAt, sql`now()`)));
  if (!row || row.count < limit.max) return { exceeded: false, retryAfterMs: 0 };
  return { exceeded: true, retryAfterMs: Math.max(0, row.windowEndsAt.getTime() - Date.now()) };
}

export async function hit(db: Database, limit: Limit): Promise<{ count: number; windowEndsAt: Date }> {
  const windowEnds = sql`now() + make_interval(secs => ${limit.windowMs / 1000})`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key: limit.key, count: 1, windowEndsAt: windowEnds })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${rateLimitCounters.windowEndsAt} <= now() then 1 else ${rateLimitCounters.count} + 1 end`,
        windowEndsAt: sql`case when ${rateLimitCounters.windowEndsAt} <= now() then ${windowEnds} else ${rateLimitCounters.windowEndsAt} end`,
      },
    })
    .returning({ count: rateLimitCounters.count, windowEndsAt: rateLimitCounters.windowEndsAt });
  return row!;
}

/** Counts one attempt and tells whether it went over the limit. */
export async function hitAndCheck(db: Database, limit: Limit): Promise<{ exceeded: boolean; retryAfterMs: number }> {
  const { count, windowEndsAt } = await hit(db, limit);
  return { exceeded: count > limit.max, retryAfterMs: Math.max(0, windowEndsAt.getTime() - Date.now()) };
}

export function minutesUntil(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000));
}
