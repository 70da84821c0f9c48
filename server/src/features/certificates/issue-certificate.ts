import { levelLabel, reviewMessages, verifyPagePath, type CurrentUser, type Level } from '@creds/contract';
import type { EvaluationResult } from '@creds/engine';
import { eq, sql } from 'drizzle-orm';
import { certificates, evaluationEvents, evaluations, users } from '../../db/schema.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { evaluationNotFound } from '../evaluations/get-evaluation.js';
import { assertCertifiable, assertNotOwnEvaluation, isAwaitingReview } from '../reviews/reviews.policy.js';
import type { CertificateData } from './certificate-data.js';
import { credentialUrl, statusListUrl, type CertificateDeps } from './certificate-deps.js';
import { newCertificateId } from './certificate-id.js';
import { certificateIssuedMail } from './certificate-mails.js';
import { renderCertificatePdf } from './certificate-pdf.js';
import { buildCredential, signCredential } from './open-badge.js';

/**
 * Verify → issue: renders the certificate's PDF and signs its credential once, outside any transaction,
 * then records everything in one transaction that re-checks the evaluation under its row lock. Two
 * reviewers verifying at once issue one certificate: the second finds it and its work is discarded.
 */
export async function issueCertificate(deps: CertificateDeps, reviewer: CurrentUser, badgeId: string, note?: string): Promise<string> {
  const [found] = await deps.db
    .select({ evaluation: evaluations, holderName: users.username, holderEmail: users.email })
    .from(evaluations)
    .innerJoin(users, eq(users.id, evaluations.userId))
    .where(eq(evaluations.badgeId, badgeId));
  if (!found) throw new AppError('NOT_FOUND', evaluationNotFound);
  assertNotOwnEvaluation(reviewer, found.evaluation.userId);
  const [existing] = await deps.db.select({ certificateId: certificates.certificateId }).from(certificates).where(eq(certificates.evaluationId, found.evaluation.id));
  if (existing) return existing.certificateId;
  if (!isAwaitingReview(found.evaluation)) throw new AppError('CONFLICT', 'Only a paid evaluation waiting for review can be verified.');
  assertCertifiable(found.evaluation);

  const { evaluation } = found;
  const engine = evaluation.engineResult as EvaluationResult;
  const issuedOn = new Date();
  const certificateId = await unusedCertificateId(deps);
  const data: CertificateData = {
    certificateId,
    holderName: found.holderName,
    courseName: evaluation.courseName,
    level: evaluation.level as Level,
    levelLabel: levelLabel(evaluation.level as Level),
    points: evaluation.points,
    skills: evaluation.reviewedSkills ?? engine.skills.map((skill) => skill.name),
    creditHours: evaluation.creditHours,
    instituteName: evaluation.instituteName,
    instituteCountry: evaluation.instituteCountry,
    courseStartDate: evaluation.courseStartDate,
    courseEndDate: evaluation.courseEndDate,
    issuedOn,
    verifyUrl: `${deps.publicUrl}${verifyPagePath(certificateId, found.holderName)}`,
  };
  // Sequence values are handed out outside transactions: a discarded attempt only leaves a gap.
  const statusListIndex = Number(
    ((await deps.db.execute(sql`select nextval(pg_get_serial_sequence('certificates', 'status_list_index')) as value`)) as unknown as { rows: { value: string }[] }).rows[0]!.value,
  );
  const credential = await signCredential(
    buildCredential({ ...data, credentialUrl: credentialUrl(deps.publicUrl, certificateId), statusListUrl: statusListUrl(deps.publicUrl), statusListIndex, publicUrl: deps.publicUrl }),
    deps.key,
  );
  const pdfKey = await deps.storage.put(await renderCertificatePdf(data), { prefix: 'certificates' });

  let issued: string;
  try {
    issued = await deps.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(evaluations).where(eq(evaluations.id, evaluation.id)).for('update');
      const [already] = await tx.select({ certificateId: certificates.certificateId }).from(certificates).where(eq(certificates.evaluationId, evaluation.id));
      if (already) return already.certificateId;
      if (!locked || !isAwaitingReview(locked)) throw new AppError('CONFLICT', 'Only a paid evaluation waiting for review can be verified.');
      // Adjusted meanwhile: the certificate rendered above would state the old result.
      if (locked.level !== evaluation.level || locked.points !== evaluation.points || JSON.stringify(locked.reviewedSkills) !== JSON.stringify(evaluation.reviewedSkills)) {
        throw new AppError('CONFLICT', reviewMessages.adjustedMeanwhile);
      }
      await tx.insert(certificates).values({
        certificateId,
        evaluationId: evaluation.id,
        userId: evaluation.userId,
        holderName: data.holderName,
        courseName: data.courseName,
        level: data.level,
        complexity: data.levelLabel,
        points: data.points,
        skills: data.skills,
        creditHours: data.creditHours,
        instituteName: data.instituteName,
        instituteCountry: data.instituteCountry,
        courseStartDate: data.courseStartDate,
        courseEndDate: data.courseEndDate,
        issuedAt: issuedOn,
        pdfStorageKey: pdfKey,
        credential,
        statusListIndex,
      });
      await tx.update(evaluations).set({ status: 'verified', reviewedBy: reviewer.id, reviewedAt: issuedOn, updatedAt: issuedOn }).where(eq(evaluations.id, evaluation.id));
      await tx.insert(evaluationEvents).values({ evaluationId: evaluation.id, status: 'verified', note: `Verified; certificate ${certificateId} issued`, actorId: reviewer.id });
      await recordAudit(tx, { actorId: reviewer.id, action: 'evaluation.verified', subjectType: 'evaluation', subjectId: badgeId, details: { certificateId, level: data.level, points: data.points, note: note ?? null } });
      return certificateId;
    });
  } catch (error) {
    await deps.storage.delete(pdfKey);
    throw error;
  }
  if (issued !== certificateId) {
    await deps.storage.delete(pdfKey);
    return issued;
  }
  await deps.mailer.send(certificateIssuedMail({ to: found.holderEmail, name: found.holderName, courseName: evaluation.courseName, certificateId, publicUrl: deps.publicUrl }));
  return certificateId;
}

/** A fresh id no certificate has yet (9 million ids: a clash is rare, but it must not fail an issue). */
async function unusedCertificateId(deps: CertificateDeps): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const candidate = newCertificateId();
    const [taken] = await deps.db.select({ id: certificates.id }).from(certificates).where(eq(certificates.certificateId, candidate));
    if (!taken) return candidate;
  }
  throw new Error('Could not find an unused certificate id');
}
