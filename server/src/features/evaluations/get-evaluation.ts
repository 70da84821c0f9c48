import type { EvaluationDetail, LearningMode } from '@creds/contract';
import type { EvaluationResult } from '@creds/engine';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { certificates, evaluationEvents, evaluationFiles, evaluations } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { toHistoryRow } from './find-history.js';

export const evaluationNotFound = 'Evaluation not found.';

/**
 * One evaluation of the user, with its evidence, files and timeline. Someone else's evaluation is
 * "not found", exactly like a missing one.
 */
export async function getEvaluation(db: Database, ownerId: string | null, badgeId: string): Promise<EvaluationDetail> {
  const [row] = await db
    .select()
    .from(evaluations)
    .where(and(eq(evaluations.badgeId, badgeId), ownerId ? eq(evaluations.userId, ownerId) : undefined));
  if (!row) throw new AppError('NOT_FOUND', evaluationNotFound);
  const [files, events, [certificate]] = await Promise.all([
    db.select().from(evaluationFiles).where(eq(evaluationFiles.evaluationId, row.id)).orderBy(asc(evaluationFiles.kind)),
    db.select().from(evaluationEvents).where(eq(evaluationEvents.evaluationId, row.id)).orderBy(asc(evaluationEvents.createdAt)),
    db.select({ certificateId: certificates.certificateId }).from(certificates).where(eq(certificates.evaluationId, row.id)),
  ]);
  const result = row.engineResult as EvaluationResult;
  return {
    ...toHistoryRow({ ...row }),
    courseStartDate: row.courseStartDate,
    courseEndDate: row.courseEndDate,
    creditHours: row.creditHours,
    learningMode: row.learningMode as LearningMode,
    instituteName: row.instituteName,
    instituteWebsite: row.instituteWebsite,
    instituteCountry: row.instituteCountry,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    description: row.description,
    descriptionSource: row.descriptionSource,
    skills: result.skills,
    signals: result.signals,
    reasons: result.reasons,
    engineVersion: row.engineVersion,
    files: files.map((file) => ({ id: file.id, kind: file.kind, name: file.originalName, mimeType: file.mimeType, sizeBytes: file.sizeBytes })),
    timeline: events.map((event) => ({ status: event.status, at: event.createdAt.toISOString(), note: event.note })),
    certificateId: certificate?.certificateId ?? null,
    rejectionReason: row.rejectionReason,
  };
}
