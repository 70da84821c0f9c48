import type { accreditationQueueStatuses, AccreditationQueueRow, ApplicationStatus } from '@creds/contract';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accreditationApplications, users } from '../../db/schema.js';
import { likePattern } from '../../lib/like-pattern.js';

const pageSize = 20;


/**
 * The accreditation queue: paid applications under review, the earliest due first, each with its due
 * date; the other filters show applications waiting for the applicant or for payment, and decided ones.
 */
export async function findAccreditationQueue(
  db: Database,
  query: { status: (typeof accreditationQueueStatuses)[number]; search?: string | undefined; page: number },
  now = new Date(),
): Promise<{ data: AccreditationQueueRow[]; nextPage: number | null; total: number }> {
  const a = accreditationApplications;
  const byStatus = query.status === 'all' ? undefined : eq(a.status, query.status);
  const search: SQL | undefined = query.search
    ? sql`(lower(${a.instituteName}) like ${likePattern(query.search)} or lower(${a.reference}) = ${query.search} or lower(${users.username}) like ${likePattern(query.search)} or ${users.email} like ${likePattern(query.search)})`
    : undefined;
  const where = and(byStatus, search);
  const order = query.status === 'under review' ? [asc(a.dueAt), asc(a.createdAt)] : [desc(a.updatedAt)];

  const [rows, [total]] = await Promise.all([
    db
      .select({ application: a, applicantName: users.username, applicantEmail: users.email })
      .from(a)
      .innerJoin(users, eq(users.id, a.userId))
      .where(where)
      .orderBy(...order)
      .limit(pageSize + 1)
      .offset((query.page - 1) * pageSize),
    db.select({ value: count() }).from(a).innerJoin(users, eq(users.id, a.userId)).where(where),
  ]);
  return {
    data: rows.slice(0, pageSize).map(({ application, applicantName, applicantEmail }) => ({
      id: application.id,
      reference: application.reference,
      instituteName: application.instituteName,
      status: application.status as ApplicationStatus,
      paymentStatus: application.paymentStatus,
      createdAt: application.createdAt.toISOString(),
      updatedAt: application.updatedAt.toISOString(),
      country: application.country,
      applicantName,
      applicantEmail,
      paidAt: application.paidAt?.toISOString() ?? null,
      dueAt: application.dueAt?.toISOString() ?? null,
      overdue: isOverdue(application, now),
    })),
    nextPage: rows.length > pageSize ? query.page + 1 : null,
    total: total?.value ?? 0,
  };
}

/** Under review past its due date. */
export function isOverdue(application: { status: string; dueAt: Date | null }, now = new Date()): boolean {
  return application.status === 'under review' && application.dueAt !== null && application.dueAt < now;
}
