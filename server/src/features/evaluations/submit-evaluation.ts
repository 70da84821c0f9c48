import { createHash } from 'node:crypto';
import {
  checkFile,
  evaluationFieldsSchema,
  evaluationMessages,
  descriptionTextSchema,
  outlineFileRule,
  proofFileRule,
  type CreateEvaluationResponse,
  type CurrentUser,
  type EvaluationFields,
  type FileRule,
} from '@creds/contract';
import { detectLanguage, isEngineError, type EngineErrorCode, type EvaluationResult } from '@creds/engine';
import { and, desc, eq, gt, isNull, notInArray, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { evaluationEvents, evaluationFiles, evaluations } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { checkFileContent, isCompleteImage, storedFileName } from '../../lib/file-content.js';
import type { MultipartBody, UploadedFile } from '../../lib/multipart.js';
import { randomCode } from '../../lib/secrets.js';
import { parseOrThrow } from '../../lib/validation.js';
import type { EvaluationDeps } from './evaluation-deps.js';

export type DescriptionMode = 'text' | 'file';

const m = evaluationMessages;
const badgeIdLength = 10;

/**
 * How long the same form sent again (its reply lost, a second tab) is answered with the evaluation it
 * repeats instead of being recorded twice; after that, evaluating the same course again is deliberate.
 */
export const repeatedSubmissionWindowMs = 24 * 60 * 60 * 1000;

/**
 * The advisory lock key (with the user's id) that serialises one user's submissions while they look for
 * the same one and record theirs, so two sent at once record one (an arbitrary constant of this feature).
 */
const submissionLockKey = 5_170_923;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const sha256 = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');

/**
 * What identifies a submission: the user, the fields as stored, the description text (or the outline's
 * bytes) and the proof's bytes, as a SHA-256 over one canonical serialisation (fields in key order).
 */
function submissionHash(userId: string, fields: EvaluationFields, description: { text: string } | { outline: Buffer }, proof: Buffer): string {
  const sortedFields = Object.fromEntries(Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : 1)));
  const content = 'text' in description ? { text: sha256(description.text) } : { outline: sha256(description.outline) };
  return sha256(JSON.stringify({ userId, fields: sortedFields, ...content, proof: sha256(proof) }));
}

/**
 * The user's evaluation of the same submission within the window whose certificate has not been paid:
 * still `not requested`, or `pending` with its payment not made (so it is paid once, whichever tab pays).
 * One paid (or waived) is under review and a new submission is a new evaluation.
 */
async function findRepeatedSubmission(db: Database | Transaction, userId: string, hash: string) {
  const [row] = await db
    .select({ badgeId: evaluations.badgeId, engineResult: evaluations.engineResult })
    .from(evaluations)
    .where(
      and(
        eq(evaluations.userId, userId),
        eq(evaluations.submissionHash, hash),
        gt(evaluations.createdAt, new Date(Date.now() - repeatedSubmissionWindowMs)),
        or(
          eq(evaluations.status, 'not requested'),
          and(eq(evaluations.status, 'pending'), or(isNull(evaluations.paymentStatus), notInArray(evaluations.paymentStatus, ['succeeded', 'refunded']))),
        ),
      ),
    )
    .orderBy(desc(evaluations.createdAt))
    .limit(1);
  return row ? { badgeId: row.badgeId, result: row.engineResult as EvaluationResult } : null;
}

function toCreateResponse(badgeId: string, result: EvaluationResult): CreateEvaluationResponse['msg'] {
  return {
    badgeId,
    skillSet: result.skills.map((skill) => skill.name),
    complexity: result.levelLabel,
    level: result.level,
    points: result.points,
    skills: result.skills,
    signals: result.signals,
    reasons: result.reasons,
  };
}

async function checkUpload(file: UploadedFile | undefined, field: string, rule: FileRule): Promise<UploadedFile> {
  const ruleMessage = checkFile(file ? { name: file.filename, type: file.mimeType, size: file.bytes.length } : null, rule);
  if (ruleMessage || !file) throw new AppError('VALIDATION_FAILED', ruleMessage ?? m.fileRequired, { [field]: ruleMessage ?? m.fileRequired });
  const contentMessage = await checkFileContent(file.bytes, file.filename);
  if (contentMessage) throw new AppError('UNSUPPORTED_MEDIA_TYPE', contentMessage, { [field]: contentMessage });
  return file;
}

/** Why a proof document was refused, in the words of a proof (the engine's speak of a course outline). */
const proofMessages: Partial<Record<EngineErrorCode, string>> = {
  UNSUPPORTED_FILE_TYPE: 'This file type is not supported. Upload the proof as a JPG, PNG, PDF, DOC or DOCX file.',
  FILE_TOO_LARGE: m.fileTooLarge,
  EMPTY_FILE: m.fileEmpty,
  CORRUPT_FILE: 'We could not open this file; it may be damaged. Upload another copy of the proof.',
  ENCRYPTED_FILE: 'This file is password-protected. Upload a copy of the proof without a password.',
  TOO_MANY_PAGES: 'This document is too long for a proof. Upload the certificate or transcript alone.',
  EXTRACTION_TIMEOUT: 'Reading this file took too long. Upload a simpler copy of the proof, or a photo of it.',
};

/**
 * A proof must open: a document is read (a scan without text is fine, a damaged or encrypted one is
 * not), an image must be complete. Nothing is stored that a reviewer could not view.
 */
async function checkProofOpens(deps: EvaluationDeps, proof: UploadedFile): Promise<void> {
  const refuse = (message: string): never => {
    throw new AppError('VALIDATION_FAILED', message, { proof: message });
  };
  if (/\.(png|jpe?g)$/i.test(proof.filename)) {
    if (!isCompleteImage(proof.bytes, proof.filename)) refuse('This image is damaged or incomplete. Upload the original file.');
    return;
  }
  try {
    await deps.evaluator.extractText(proof.bytes, proof.filename, proof.mimeType);
  } catch (error) {
    // A scan has no text, and a certificate's few words are too short to tell their language reliably:
    // the reviewer reads the proof; here it only has to open.
    if (isEngineError(error) && (error.code === 'NO_TEXT' || error.code === 'NOT_ENGLISH')) return;
    if (isEngineError(error)) refuse(proofMessages[error.code] ?? error.message);
    throw error;
  }
}

async function readOutline(deps: EvaluationDeps, outline: UploadedFile): Promise<string> {
  try {
    return (await deps.evaluator.extractText(outline.bytes, outline.filename, outline.mimeType)).text;
  } catch (error) {
    if (isEngineError(error)) throw new AppError('VALIDATION_FAILED', error.message, { description: error.message });
    throw error;
  }
}

/**
 * Evaluates a submitted course and records it: the fields and files are checked again here (the same
 * rules as the form), the outline read, the engine run, the files stored and the evaluation written in
 * one transaction. When any step fails nothing remains: no row, no stored file. The same submission
 * sent again within the window is answered with the evaluation already recorded, and nothing is written.
 */
export async function submitEvaluation(
  deps: EvaluationDeps,
  user: CurrentUser,
  mode: DescriptionMode,
  body: MultipartBody,
): Promise<CreateEvaluationResponse['msg']> {
  const fields = parseOrThrow(evaluationFieldsSchema, body.fields);
  const proof = await checkUpload(body.files.proof, 'proof', proofFileRule);
  await checkProofOpens(deps, proof);

  let pasted = '';
  let outline: UploadedFile | undefined;
  if (mode === 'text') {
    if (body.files.description) {
      const message = 'Paste the description as text, or use the File Upload tab.';
      throw new AppError('VALIDATION_FAILED', message, { description: message });
    }
    pasted = parseOrThrow(z.object({ description: descriptionTextSchema }), body.fields).description;
    if (!detectLanguage(pasted).isEnglish) throw new AppError('VALIDATION_FAILED', m.englishOnly, { description: m.englishOnly });
  } else {
    outline = await checkUpload(body.files.description, 'description', outlineFileRule);
  }

  const hash = submissionHash(user.id, fields, outline ? { outline: outline.bytes } : { text: pasted }, proof.bytes);
  // A reply lost on the way: answered before the engine runs again or anything is stored.
  const repeated = await findRepeatedSubmission(deps.db, user.id, hash);
  if (repeated) return toCreateResponse(repeated.badgeId, repeated.result);

  const description = outline ? await readOutline(deps, outline) : pasted;
  const result: EvaluationResult = deps.evaluator.evaluate({
    courseName: fields.courseName,
    description,
    creditHours: fields.creditHours,
    learningMode: fields.learningMode,
    courseStartDate: fields.courseStartDate,
    courseEndDate: fields.courseEndDate,
  });
  if (result.level === 0 && result.language !== 'und' && result.language !== 'eng') {
    throw new AppError('VALIDATION_FAILED', m.englishOnly, { description: m.englishOnly });
  }

  const uploads = [{ kind: 'proof' as const, file: proof }, ...(outline ? [{ kind: 'outline' as const, file: outline }] : [])];
  const stored: { kind: 'proof' | 'outline'; file: UploadedFile; key: string }[] = [];
  const removeStored = () => Promise.allSettled(stored.map(({ key }) => deps.storage.delete(key)));
  try {
    for (const upload of uploads) {
      stored.push({ ...upload, key: await deps.storage.put(upload.file.bytes, { prefix: 'evaluations' }) });
    }
    const recorded = await deps.db.transaction(async (tx) => {
      // The same form sent twice at once: the second waits here, then finds the first's row.
      await tx.execute(sql`select pg_advisory_xact_lock(${submissionLockKey}, hashtext(${user.id}))`);
      const earlier = await findRepeatedSubmission(tx, user.id, hash);
      if (earlier) return { ...earlier, isRepeat: true };
      const [row] = await tx
        .insert(evaluations)
        .values({
          badgeId: randomCode(badgeIdLength),
          userId: user.id,
          ...fields,
          description,
          descriptionSource: mode,
          level: result.level,
          complexity: result.levelLabel,
          points: result.points,
          engineResult: result,
          engineVersion: result.engineVersion,
          status: 'not requested',
          submissionHash: hash,
        })
        .returning({ id: evaluations.id, badgeId: evaluations.badgeId });
      await tx.insert(evaluationFiles).values(
        stored.map(({ kind, file, key }) => ({
          evaluationId: row!.id,
          kind,
          storageKey: key,
          originalName: storedFileName(file.filename),
          mimeType: file.mimeType,
          sizeBytes: file.bytes.length,
          sha256: createHash('sha256').update(file.bytes).digest('hex'),
        })),
      );
      await tx.insert(evaluationEvents).values({ evaluationId: row!.id, status: 'not requested', note: 'Submitted and evaluated', actorId: user.id });
      return { badgeId: row!.badgeId, result, isRepeat: false };
    });
    if (recorded.isRepeat) await removeStored();
    return toCreateResponse(recorded.badgeId, recorded.result);
  } catch (error) {
    await removeStored();
    throw error;
  }
}
