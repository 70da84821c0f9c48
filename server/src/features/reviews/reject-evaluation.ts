import { reviewMessages, type CurrentUser } from '@creds/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { evaluationEvents, evaluations, users } from '../../db/schema.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import type { Mailer } from '../../providers/mail.js';
import { evaluationRejectedMail } from '../certificates/certificate-mails.js';
import { evaluationNotFound } from '../evaluations/get-evaluation.js';
import { assertNotOwnEvaluation, isAwaitingReview } from './reviews.policy.js';

/** Reject → `unverified` ("Rejected: Check Email" in history), with the reason e-mailed to the applicant. */
export async function rejectEvaluation(
  deps: { db: Database; mailer: Mailer; publicUrl: string },
  reviewer: CurrentUser,
  badgeId: string,
  reason: string,
): Promise<void> {
  const holder = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ evaluation: evaluations, email: users.email, name: users.username })
      .from(evaluations)
      .innerJoin(users, eq(users.id, evaluations.userId))
      .where(eq(evaluations.badgeId, badgeId))
      .for('update', { of: evaluations });
    if (!row) throw new AppError('NOT_FOUND', evaluationNotFound);
    assertNotOwnEvaluation(reviewer, row.evaluation.userId);
    if (!isAwaitingReview(row.evaluation)) throw new AppError('CONFLICT', reviewMessages.notReviewable);
    const now = new Date();
    await tx
      .update(evaluations)
      .set({ status: 'unverified', rejectionReason: reason, reviewedBy: reviewer.id, reviewedAt: now, updatedAt: now })
      .where(eq(evaluations.id, row.evaluation.id));
    await tx.insert(evaluationEvents).values({ evaluationId: row.evaluation.id, status: 'unverified', note: `Rejected: ${reason}`, actorId: reviewer.id });
    await recordAudit(tx, { actorId: reviewer.id, action: 'evaluation.rejected', subjectType: 'evaluation', subjectId: badgeId, details: { reason } });
    return { email: row.email, name: row.name, courseName: row.evaluation.courseName };
  });
  await deps.mailer.send(evaluationRejectedMail({ to: holder.email, name: holder.name, courseName: holder.courseName, reason, publicUrl: deps.publicUrl }));
}
