import type { CurrentUser } from '@creds/contract';
import { eq } from 'drizzle-orm';
import { accreditationApplicationEvents, accreditationApplications } from '../../db/schema.js';
import { recordAudit } from '../../lib/audit.js';
import { applicationPageUrl, type AccreditationDeps } from './accreditation-deps.js';
import { informationRequestedMail } from './accreditation-mails.js';
import { lockApplicationForDecision } from './lock-for-decision.js';

/** A reviewer asks the applicant for more information; the application waits for the answer. */
export async function requestInformation(deps: AccreditationDeps, reviewer: CurrentUser, applicationId: string, message: string): Promise<void> {
  const applicant = await deps.db.transaction(async (tx) => {
    const row = await lockApplicationForDecision(tx, reviewer, applicationId, 'request-information');
    const now = new Date();
    await tx
      .update(accreditationApplications)
      .set({ status: 'more information requested', informationRequest: message, applicantResponse: null, reviewedBy: reviewer.id, updatedAt: now })
      .where(eq(accreditationApplications.id, applicationId));
    await tx.insert(accreditationApplicationEvents).values({ applicationId, status: 'more information requested', note: message, actorId: reviewer.id, createdAt: now });
    await recordAudit(tx, { actorId: reviewer.id, action: 'application.information_requested', subjectType: 'application', subjectId: applicationId, details: { reference: row.application.reference, message } });
    return row;
  });
  await deps.mailer.send(
    informationRequestedMail({
      to: applicant.email,
      name: applicant.name,
      reference: applicant.application.reference,
      instituteName: applicant.application.instituteName,
      url: applicationPageUrl(deps.publicUrl, applicationId),
      message,
    }),
  );
}
