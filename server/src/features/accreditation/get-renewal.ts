import { accreditationMessages, accreditationState, utcIsoDate, type CurrentUser, type RenewalStatus } from '@creds/contract';
import { and, eq } from 'drizzle-orm';
import { accreditationRenewals, payments } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { AccreditationDeps } from './accreditation-deps.js';
import { canRenew } from './accreditation.policy.js';
import { loadPriceTable, renewalInfo, type InstituteRow } from './institute-rows.js';
import { reconcilePayment, toPaymentStatus } from './payment-status.js';
import { findInstituteByCertificateId } from './verify-accreditation.js';

/** The institute a user may renew; any other is "not found", like a missing one. */
export async function findRenewableInstitute(deps: AccreditationDeps, user: CurrentUser, certificateId: string): Promise<InstituteRow> {
  const institute = await findInstituteByCertificateId(deps.db, certificateId);
  if (!institute || institute.removedAt || !canRenew(user, institute)) throw new AppError('NOT_FOUND', accreditationMessages.instituteNotFound);
  return institute;
}

/** The renewal of an institute's current period: its fee, when it opens, and its payment once started. */
export async function getRenewal(deps: AccreditationDeps, user: CurrentUser, certificateId: string): Promise<RenewalStatus> {
  const institute = await findRenewableInstitute(deps, user, certificateId);
  const [existing] = await deps.db
    .select({ renewal: accreditationRenewals, payment: payments })
    .from(accreditationRenewals)
    .innerJoin(payments, and(eq(payments.purpose, 'renewal'), eq(payments.subjectId, accreditationRenewals.id)))
    .where(and(eq(accreditationRenewals.instituteId, institute.id), eq(accreditationRenewals.periodEndDate, institute.endDate)));
  return renewalStatus(deps, institute, existing ? await reconcilePayment(deps.payments, existing.payment) : null);
}

export async function renewalStatus(deps: AccreditationDeps, institute: InstituteRow, payment: Parameters<typeof toPaymentStatus>[1] | null): Promise<RenewalStatus> {
  const today = utcIsoDate();
  // A payment that already went through moved the period on: read the institute again.
  const [fresh] = payment?.status === 'succeeded' ? [await findInstituteByCertificateId(deps.db, institute.certificateId)] : [institute];
  const current = fresh ?? institute;
  const state = accreditationState(current, today);
  return {
    certificateId: current.certificateId,
    name: current.name,
    startDate: current.startDate,
    endDate: current.endDate,
    state,
    renewal: renewalInfo(current, await loadPriceTable(deps.db), today),
    payment: payment ? toPaymentStatus(deps.payments, payment, state) : null,
  };
}
