import { accreditationMessages, type ApplicationReview } from '@creds/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accreditationApplications, payments, users } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { isOverdue } from './find-accreditation-queue.js';
import { toApplicationDetail } from './get-application.js';

/** One application as a reviewer sees it: everything the applicant sees, plus who applied and the payment. */
export async function getApplicationReview(db: Database, applicationId: string): Promise<ApplicationReview> {
  const [row] = await db
    .select({ application: accreditationApplications, applicantName: users.username, applicantEmail: users.email })
    .from(accreditationApplications)
    .innerJoin(users, eq(users.id, accreditationApplications.userId))
    .where(eq(accreditationApplications.id, applicationId));
  if (!row) throw new AppError('NOT_FOUND', accreditationMessages.applicationNotFound);
  const [detail, [payment]] = await Promise.all([
    toApplicationDetail(db, row.application),
    db.select().from(payments).where(and(eq(payments.purpose, 'accreditation'), eq(payments.subjectId, applicationId))),
  ]);
  return {
    ...detail,
    applicantId: row.application.userId,
    applicantName: row.applicantName,
    applicantEmail: row.applicantEmail,
    overdue: isOverdue(row.application),
    payment: payment
      ? { id: payment.id, status: payment.status, amountCents: payment.amountCents, provider: payment.provider, paidAt: payment.paidAt?.toISOString() ?? null }
      : null,
  };
}
