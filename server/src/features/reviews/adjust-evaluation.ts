import { levelLabel, type AdjustEvaluationInput, type CurrentUser, type Level } from '@creds/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { evaluationEvents, evaluations } from '../../db/schema.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { evaluationNotFound } from '../evaluations/get-evaluation.js';
import { assertNotOwnEvaluation, isAwaitingReview } from './reviews.policy.js';

/**
 * A reviewer corrects the level, points or skills before deciding. The engine's original result stays
 * untouched in the record; each change goes to the audit log with the values before and after.
 */
export async function adjustEvaluation(db: Database, reviewer: CurrentUser, badgeId: string, input: AdjustEvaluationInput): Promise<void> {
  await db.transaction(async (tx) => {
    const [evaluation] = await tx.select().from(evaluations).where(eq(evaluations.badgeId, badgeId)).for('update');
    if (!evaluation) throw new AppError('NOT_FOUND', evaluationNotFound);
    assertNotOwnEvaluation(reviewer, evaluation.userId);
    if (!isAwaitingReview(evaluation)) throw new AppError('CONFLICT', 'Only an evaluation waiting for review can be changed.');

    const before = { level: evaluation.level, points: evaluation.points, skills: evaluation.reviewedSkills };
    const after = {
      level: input.level ?? evaluation.level,
      points: input.points ?? input.level ?? evaluation.points,
      skills: input.skills ?? evaluation.reviewedSkills,
    };
    await tx
      .update(evaluations)
      .set({ level: after.level, complexity: levelLabel(after.level as Level), points: after.points, reviewedSkills: after.skills, updatedAt: new Date() })
      .where(eq(evaluations.id, evaluation.id));
    await tx.insert(evaluationEvents).values({ evaluationId: evaluation.id, status: evaluation.status, note: 'Result adjusted by a reviewer', actorId: reviewer.id });
    await recordAudit(tx, {
      actorId: reviewer.id,
      action: 'evaluation.adjusted',
      subjectType: 'evaluation',
      subjectId: badgeId,
      details: { before, after, note: input.note ?? null },
    });
  });
}
