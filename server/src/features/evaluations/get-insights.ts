import { levelLabel, levels, type Level } from '@creds/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { evaluations } from '../../db/schema.js';

/**
 * The dashboard's figures: evaluations in total, their points, and how many at each level. Points count
 * what stands: not an evaluation a reviewer rejected, whose certificate was revoked, or that was refunded.
 */
export async function getInsights(db: Database, userId: string) {
  const rows = await db
    .select({
      level: evaluations.level,
      count: sql<number>`count(*)::int`,
      points: sql<number>`coalesce(sum(${evaluations.points}) filter (where ${evaluations.status} not in ('unverified', 'revoked', 'refunded')), 0)::int`,
    })
    .from(evaluations)
    .where(eq(evaluations.userId, userId))
    .groupBy(evaluations.level);
  const byLevel = levels.map((level: Level) => ({
    level,
    label: levelLabel(level),
    count: rows.find((row) => row.level === level)?.count ?? 0,
  }));
  return {
    totalBadges: rows.reduce((sum, row) => sum + row.count, 0),
    points: rows.reduce((sum, row) => sum + row.points, 0),
    byLevel,
  };
}
