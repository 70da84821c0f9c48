import { refundWindowDays, type CurrentUser } from '@creds/contract';
import { and, eq } from 'drizzle-orm';
import { accreditationApplicationEvents, accreditationApplications, payments } from '../../db/schema.js';
import { recordAudit } from '../../lib/audit.js';
import { applicationPageUrl, type AccreditationDeps } from './accreditation-deps.js';
import { applicationRejectedMail } from './accreditation-mails.js';
import { lockApplicationForDecision } from './lock-for-decision.js';

/** A reviewer rejects an application with a reason, which the applicant reads in the mail and on the page. */
export async function rejectApplication(deps: AccreditationDeps, reviewer: CurrentUser, applicationId: string, reason: string): Promise<void> {
  const applicant = await deps.db.transaction(async (tx) => {
    const row = await lockApplicationForDecision(tx, reviewer, applicationId, 'reject');
    const now = new Date();
    await tx
      .update(accreditationApplications)
      .set({ status: 'rejected', rejectionReason: reason, reviewedBy: reviewer.id, decidedAt: now, dueAt: null, updatedAt: now })
      .where(eq(accreditationApplications.id, applicationId));
    await tx.insert(accreditationApplicationEvents).values({ applicationId, status: 'rejected', note: reason, actorId: reviewer.id, createdAt: now });
    await recordAudit(tx, { actorId: reviewer.id, action: 'application.rejected', subjectType: 'application', subjectId: applicationId, details: { reference: row.application.reference, reason } });
    const [payment] = await tx
      .select({ amountCents: payments.amountCents, paidAt: payments.paidAt, provider: payments.provider, status: payments.status })
      .from(payments)
      .where(and(eq(payments.purpose, 'accreditation'), eq(payments.subjectId, applicationId)));
    // The mail says how to ask for the fee back, and by when (the refund window of refund-payment.ts).
    const fee =
      payment?.paidAt && payment.status === 'succeeded' && payment.provider !== 'waiver'
        ? { amountCents: payment.amountCents, paidAt: payment.paidAt, refundableUntil: new Date(payment.paidAt.getTime() + refundWindowDays * 86_400_000) }
        : null;
    return { ...row, fee, now };
  });
  await deps.mailer.send(
    applicationRejectedMail({
      to: applicant.email,
      name: applicant.name,
      reference: applicant.application.reference,
      instituteName: applicant.application.instituteName,
      url: applicationPageUrl(deps.publicUrl, applicationId),
      reason,
      fee: applicant.fee,
      now: applicant.now,
    }),
  );
}
