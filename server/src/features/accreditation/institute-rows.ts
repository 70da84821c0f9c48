import {
  accreditationFeeCents,
  accreditationState,
  addDaysIso,
  addYearsIso,
  defaultPrices,
  renewalWindowDays,
  toPriceTable,
  utcIsoDate,
  type AccreditedInstitute,
  type AdminInstitute,
  type PriceTable,
  type RenewalInfo,
} from '@creds/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accreditedInstitutes } from '../../db/schema.js';
import type { Transaction } from '../payments/payment-effects.js';
import { findPrices } from '../fees/find-prices.js';

export type InstituteRow = typeof accreditedInstitutes.$inferSelect;

/**
 * The advisory lock key that serialises writes listing new institutes (imports, approvals), so two at
 * once cannot both find an institute unlisted and both list it (an arbitrary constant of this feature).
 */
export const registryLockKey = 7_340_211;

/** An institute's name and country as compared for duplicates: any case, spaces trimmed and collapsed. */
export function instituteKey(name: string, country: string): string {
  return `${name.trim().replace(/\s+/g, ' ').toLowerCase()}|${country.trim().toLowerCase()}`;
}

/** {@link instituteKey} of a registry row, in SQL. */
export const listedKey = sql<string>`lower(btrim(regexp_replace(${accreditedInstitutes.name}, '[[:space:]]+', ' ', 'g'))) || '|' || lower(btrim(${accreditedInstitutes.country}))`;

/** The institute of this name and country in the registry (not withdrawn), if any. */
export async function findListedInstitute(db: Database | Transaction, name: string, country: string): Promise<{ certificateId: string } | undefined> {
  const [listed] = await db
    .select({ certificateId: accreditedInstitutes.certificateId })
    .from(accreditedInstitutes)
    .where(and(isNull(accreditedInstitutes.removedAt), eq(listedKey, instituteKey(name, country))))
    .limit(1);
  return listed;
}

/** The price table as it stands, the spec's defaults filling any gap. */
export async function loadPriceTable(db: Database): Promise<PriceTable> {
  return { ...toPriceTable(defaultPrices), ...toPriceTable(await findPrices(db)) };
}

export function toPublicInstitute(row: Pick<InstituteRow, 'certificateId' | 'name' | 'country' | 'startDate' | 'endDate' | 'comment' | 'link'>): AccreditedInstitute {
  return { certificateId: row.certificateId, name: row.name, country: row.country, startDate: row.startDate, endDate: row.endDate, comment: row.comment, link: row.link };
}

export function toAdminInstitute(row: InstituteRow, today = utcIsoDate()): AdminInstitute {
  return {
    ...toPublicInstitute(row),
    id: row.id,
    state: accreditationState(row, today),
    source: row.source,
    contactEmail: row.contactEmail,
    yearsAccredited: row.yearsAccredited,
    removedAt: row.removedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The end date once renewed: a year after the current end, or, for an accreditation that has already
 * lapsed, a year after the renewal is paid.
 */
export function renewedEndDate(endDate: string, today = utcIsoDate()): string {
  return addYearsIso(endDate >= today ? endDate : today, 1);
}

/** What the next renewal costs and when it can be paid. */
export function renewalInfo(row: Pick<InstituteRow, 'endDate' | 'yearsAccredited' | 'removedAt'>, prices: PriceTable, today = utcIsoDate()): RenewalInfo {
  const year = row.yearsAccredited + 1;
  const opensOn = addDaysIso(row.endDate, -renewalWindowDays);
  return {
    year,
    feeCents: accreditationFeeCents(year, prices),
    opensOn,
    isOpen: !row.removedAt && today >= opensOn,
    newEndDate: renewedEndDate(row.endDate, today),
  };
}
