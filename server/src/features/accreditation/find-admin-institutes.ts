import { utcIsoDate, type AdminInstitute } from '@creds/contract';
import { and, asc, count, desc, eq, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accreditedInstitutes } from '../../db/schema.js';
import { currentOn } from './find-institutes.js';
import { toAdminInstitute } from './institute-rows.js';
import { likePattern } from '../../lib/like-pattern.js';

const pageSize = 20;


/** The whole registry as admins manage it: any state, searchable by name or certificate number. */
export async function findAdminInstitutes(
  db: Database,
  query: { search?: string | undefined; state: 'all' | 'current' | 'expired' | 'withdrawn' | 'demo'; page: number },
  today = utcIsoDate(),
): Promise<{ data: AdminInstitute[]; nextPage: number | null; total: number; demoCount: number }> {
  const i = accreditedInstitutes;
  const byState: Record<typeof query.state, SQL | undefined> = {
    all: undefined,
    current: currentOn(today),
    expired: and(isNull(i.removedAt), lt(i.endDate, today)),
    withdrawn: isNotNull(i.removedAt),
    demo: eq(i.source, 'demo'),
  };
  const search = query.search
    ? sql`(lower(${i.name}) like ${likePattern(query.search)} or lower(${i.certificateId}) = ${query.search})`
    : undefined;
  const where = and(byState[query.state], search);
  const [rows, [total], [demo]] = await Promise.all([
    db
      .select()
      .from(i)
      .where(where)
      .orderBy(asc(sql`lower(${i.name})`), desc(i.createdAt))
      .limit(pageSize + 1)
      .offset((query.page - 1) * pageSize),
    db.select({ value: count() }).from(i).where(where),
    db.select({ value: count() }).from(i).where(eq(i.source, 'demo')),
  ]);
  return {
    data: rows.slice(0, pageSize).map((row) => toAdminInstitute(row, today)),
    nextPage: rows.length > pageSize ? query.page + 1 : null,
    total: total?.value ?? 0,
    demoCount: demo?.value ?? 0,
  };
}
