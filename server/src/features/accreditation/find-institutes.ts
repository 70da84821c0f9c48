import { institutesPageSize, utcIsoDate, type InstitutesPage } from '@creds/contract';
import { and, asc, count, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accreditedInstitutes } from '../../db/schema.js';
import { toPublicInstitute } from './institute-rows.js';
import { likePattern } from '../../lib/like-pattern.js';


/** Institutes whose accreditation holds on `today`: not withdrawn, started, not yet ended. */
export function currentOn(today: string) {
  const i = accreditedInstitutes;
  return and(isNull(i.removedAt), lte(i.startDate, today), gte(i.endDate, today));
}

/**
 * GET /accreditation/: the institutes accredited today, by name. Without page and limit, the whole list
 * (the spec's client reads it all); with them, one page and the total, for registries of thousands.
 * `search` is matched case-insensitively anywhere in the name.
 */
export async function findInstitutes(
  db: Database,
  query: { search?: string | undefined; page?: number | undefined; limit?: number | undefined },
  today = utcIsoDate(),
): Promise<InstitutesPage> {
  const i = accreditedInstitutes;
  const where = and(currentOn(today), query.search ? sql`lower(${i.name}) like ${likePattern(query.search.toLowerCase())}` : undefined);
  const select = db
    .select({ certificateId: i.certificateId, name: i.name, country: i.country, startDate: i.startDate, endDate: i.endDate, comment: i.comment, link: i.link })
    .from(i)
    .where(where)
    .orderBy(asc(sql`lower(${i.name})`), asc(i.certificateId));

  if (query.page === undefined && query.limit === undefined) {
    const rows = await select;
    return { msg: rows.map(toPublicInstitute), total: rows.length, page: 1, nextPage: null };
  }
  const page = query.page ?? 1;
  const limit = query.limit ?? institutesPageSize;
  const [rows, [total]] = await Promise.all([select.limit(limit).offset((page - 1) * limit), db.select({ value: count() }).from(i).where(where)]);
  const totalCount = total?.value ?? 0;
  return { msg: rows.map(toPublicInstitute), total: totalCount, page, nextPage: page * limit < totalCount ? page + 1 : null };
}
