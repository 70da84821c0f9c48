import { addBusinessDays, reviewBusinessDays, type Level, type LevelLabel, type ReviewDetail } from '@creds/contract';
import type { EvaluationResult } from '@creds/engine';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { evaluations, payments, users } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { evaluationNotFound, getEvaluation } from '../evaluations/get-evaluation.js';

/** Everything a reviewer needs about one evaluation: the submission, the engine's result and evidence, payment. */
export async function getReview(db: Database, badgeId: string): Promise<ReviewDetail> {
  const [row] = await db
    .select({ evaluation: evaluations, holder: { id: users.id, name: users.username, email: users.email } })
    .from(evaluations)
    .innerJoin(users, eq(users.id, evaluations.userId))
    .where(eq(evaluations.badgeId, badgeId));
  if (!row) throw new AppError('NOT_FOUND', evaluationNotFound);
  const [detail, [payment]] = await Promise.all([
    getEvaluation(db, null, badgeId),
    db.select().from(payments).where(and(eq(payments.purpose, 'evaluation'), eq(payments.subjectId, row.evaluation.id))),
  ]);
  const engine = row.evaluation.engineResult as EvaluationResult;
  const paidAt = payment?.paidAt ?? null;
  return {
    ...detail,
    holderId: row.holder.id,
    holderName: row.holder.name,
    holderEmail: row.holder.email,
    engine: { level: engine.level as Level, levelLabel: engine.levelLabel as LevelLabel, points: engine.points, skills: engine.skills.map((skill) => skill.name) },
    adjusted: row.evaluation.reviewedSkills !== null || row.evaluation.level !== engine.level || row.evaluation.points !== engine.points,
    paidAt: paidAt?.toISOString() ?? null,
    dueAt: paidAt ? addBusinessDays(paidAt, reviewBusinessDays).toISOString() : null,
    payment: payment ? { id: payment.id, status: payment.status, amountCents: payment.amountCents, provider: payment.provider, paidAt: paidAt?.toISOString() ?? null } : null,
  };
}
