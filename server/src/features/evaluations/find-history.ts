import type { HistoryRow, Level, LevelLabel } from '@creds/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { evaluations } from '../../db/schema.js';
import { likePattern } from '../../lib/like-pattern.js';

export const historyColumns = {
  badgeId: evaluations.badgeId,
  courseName: evaluations.courseName,
  complexity: evaluations.complexity,
  level: evaluations.level,
  points: evaluations.points,
  createdAt: evaluations.createdAt,
  status: evaluations.status,
  paymentStatus: evaluations.paymentStatus,
};

interface HistoryColumns {
  badgeId: string;
  courseName: string;
  complexity: string;
  level: number;
  points: number;
  createdAt: Date;
  status: string;
  paymentStatus: string | null;
}

export function toHistoryRow(row: HistoryColumns): HistoryRow {
  return {
    id: row.badgeId,
    badge_id: row.badgeId,
    courseName: row.courseName,
    complexity: row.complexity as LevelLabel,
    level: row.level as Level,
    points: row.points,
    badgeCreationDate: row.createdAt.toISOString(),
    status: row.status,
    paymentStatus: row.paymentStatus,
  };
}


/** One page of the user's evaluations, newest first, optionally those whose title or level contains `search`. */
export async function findHistory(
  db: Database,
  userId: string,
  query: { page: number; limit: number; search?: string | undefined },
): Promise<{ data: HistoryRow[]; nextPage: number | null }> {
  const rows = await db
    .select(historyColumns)
    .from(evaluations)
    .where(and(eq(evaluations.userId, userId), query.search ? sql`${evaluations.searchText} like ${likePattern(query.search)}` : undefined))
    .orderBy(desc(evaluations.createdAt), desc(evaluations.id))
    .limit(query.limit + 1)
    .offset((query.page - 1) * query.limit);
  const hasMore = rows.length > query.limit;
  return { data: rows.slice(0, query.limit).map(toHistoryRow), nextPage: hasMore ? query.page + 1 : null };
}
