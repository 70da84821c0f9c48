import { addBusinessDays, reviewBusinessDays, type QueueRow, type QueueStatus } from '@creds/contract';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { evaluations, payments, users } from '../../db/schema.js';
import { historyColumns, toHistoryRow } from '../evaluations/find-history.js';
import { likePattern } from '../../lib/like-pattern.js';

const pageSize = 20;


/**
 * The review queue: paid (or waived) evaluations waiting for a reviewer, oldest payment first, each
 * with its due date (two business days after payment). Other filters show decided ones.
 */
export async function findReviewQueue(
  db: Database,
  query: { status: QueueStatus; search?: string | undefined; page: number },
  now = new Date(),
): Promise<{ data: QueueRow[]; nextPage: number | null; total: number }> {
  const byStatus: Record<typeof query.status, SQL | undefined> = {
    'awaiting review': and(eq(evaluations.status, 'pending'), eq(evaluations.paymentStatus, 'succeeded')),
    verified: eq(evaluations.status, 'verified'),
    unverified: eq(evaluations.status, 'unverified'),
    refunded: eq(evaluations.status, 'refunded'),
    revoked: eq(evaluations.status, 'revoked'),
    all: sql`${evaluations.status} <> 'not requested'`,
  };
  const search = query.search
    ? sql`(${evaluations.searchText} like ${likePattern(query.search)} or lower(${users.username}) like ${likePattern(query.search)} or ${users.email} like ${likePattern(query.search)} or lower(${evaluations.badgeId}) = ${query.search})`
    : undefined;
  const where = and(byStatus[query.status], search);
  const order = query.status === 'awaiting review' ? [asc(payments.paidAt), asc(evaluations.createdAt)] : [desc(evaluations.updatedAt)];

  const [rows, [total]] = await Promise.all([
    db
      .select({ ...historyColumns, holderName: users.username, holderEmail: users.email, paidAt: payments.paidAt })
      .from(evaluations)
      .innerJoin(users, eq(users.id, evaluations.userId))
      .leftJoin(payments, and(eq(payments.purpose, 'evaluation'), eq(payments.subjectId, evaluations.id)))
      .where(where)
      .orderBy(...order)
      .limit(pageSize + 1)
      .offset((query.page - 1) * pageSize),
    db
      .select({ value: count() })
      .from(evaluations)
      .innerJoin(users, eq(users.id, evaluations.userId))
      .where(where),
  ]);
  return {
    data: rows.slice(0, pageSize).map((row) => {
      const dueAt = row.paidAt ? addBusinessDays(row.paidAt, reviewBusinessDays) : null;
      const awaiting = row.status === 'pending' && row.paymentStatus === 'succeeded';
      return {
        ...toHistoryRow(row),
        holderName: row.holderName,
        holderEmail: row.holderEmail,
        paidAt: row.paidAt?.toISOString() ?? null,
        dueAt: dueAt?.toISOString() ?? null,
        overdue: Boolean(awaiting && dueAt && dueAt < now),
      };
    }),
    nextPage: rows.length > pageSize ? query.page + 1 : null,
    total: total?.value ?? 0,
  };
}
