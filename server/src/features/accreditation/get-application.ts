import { accreditationMessages, accreditationState, utcIsoDate, type ApplicationDetail, type ApplicationStatus } from '@creds/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accreditationApplicationEvents, accreditationApplicationFiles, accreditationApplications, accreditedInstitutes, payments } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { getPrice } from '../fees/find-prices.js';
import { loadPriceTable, renewalInfo, toPublicInstitute } from './institute-rows.js';

export type ApplicationRow = typeof accreditationApplications.$inferSelect;

/**
 * One application of the user (or any, for `ownerId` null), with its documents, timeline, fee and, once
 * approved, its institute. Someone else's application is "not found", exactly like a missing one.
 */
export async function getApplication(db: Database, ownerId: string | null, applicationId: string): Promise<ApplicationDetail> {
  const [row] = await db
    .select()
    .from(accreditationApplications)
    .where(and(eq(accreditationApplications.id, applicationId), ownerId ? eq(accreditationApplications.userId, ownerId) : undefined));
  if (!row) throw new AppError('NOT_FOUND', accreditationMessages.applicationNotFound);
  return toApplicationDetail(db, row);
}

export async function toApplicationDetail(db: Database, row: ApplicationRow): Promise<ApplicationDetail> {
  const [files, events, [payment], [institute]] = await Promise.all([
    db.select().from(accreditationApplicationFiles).where(eq(accreditationApplicationFiles.applicationId, row.id)).orderBy(asc(accreditationApplicationFiles.createdAt), asc(accreditationApplicationFiles.kind)),
    db.select().from(accreditationApplicationEvents).where(eq(accreditationApplicationEvents.applicationId, row.id)).orderBy(asc(accreditationApplicationEvents.createdAt)),
    db.select({ amountCents: payments.amountCents }).from(payments).where(and(eq(payments.purpose, 'accreditation'), eq(payments.subjectId, row.id))),
    db.select().from(accreditedInstitutes).where(eq(accreditedInstitutes.applicationId, row.id)),
  ]);
  const today = utcIsoDate();
  return {
    id: row.id,
    reference: row.reference,
    instituteName: row.instituteName,
    status: row.status as ApplicationStatus,
    paymentStatus: row.paymentStatus,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    instituteType: row.instituteType,
    country: row.country,
    address: row.address,
    website: row.website,
    registrationNumber: row.registrationNumber,
    yearFounded: row.yearFounded,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    programmes: row.programmes,
    learnersPerYear: row.learnersPerYear,
    documents: files.map((file) => ({ id: file.id, kind: file.kind, name: file.originalName, mimeType: file.mimeType, sizeBytes: file.sizeBytes, uploadedAt: file.createdAt.toISOString() })),
    timeline: events.map((event) => ({ status: event.status, at: event.createdAt.toISOString(), note: event.note })),
    feeCents: payment?.amountCents ?? (await getPrice(db, 'accreditation.firstYear')),
    paidAt: row.paidAt?.toISOString() ?? null,
    dueAt: row.dueAt?.toISOString() ?? null,
    informationRequest: row.informationRequest,
    applicantResponse: row.applicantResponse,
    rejectionReason: row.rejectionReason,
    institute: institute
      ? {
          ...toPublicInstitute(institute),
          state: accreditationState(institute, today),
          yearsAccredited: institute.yearsAccredited,
          renewal: institute.removedAt ? null : renewalInfo(institute, await loadPriceTable(db), today),
        }
      : null,
  };
}
