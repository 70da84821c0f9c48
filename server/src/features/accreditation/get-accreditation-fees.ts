import { accreditationFeeCents, feeScheduleYears, type AccreditationFees } from '@creds/contract';
import type { Database } from '../../db/client.js';
import { loadPriceTable } from './institute-rows.js';

/** The accreditation fees from the price table, with the schedule of the first ten years. */
export async function getAccreditationFees(db: Database): Promise<AccreditationFees> {
  const prices = await loadPriceTable(db);
  return {
    firstYearCents: prices['accreditation.firstYear'],
    renewalCents: prices['accreditation.renewal'],
    annualIncreasePercent: prices['accreditation.annualIncreasePercent'],
    schedule: Array.from({ length: feeScheduleYears }, (_, index) => ({ year: index + 1, cents: accreditationFeeCents(index + 1, prices) })),
  };
}
