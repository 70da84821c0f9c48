import { createHash } from 'node:crypto';
import { accreditationMessages, applicationDocumentRule, checkFile, fileExtension, type ApplicationDocumentKind } from '@creds/contract';
import { detectLanguage, isEngineError } from '@creds/engine';
import { accreditationApplicationFiles } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { checkFileContent, storedFileName } from '../../lib/file-content.js';
import type { UploadedFile } from '../../lib/multipart.js';
import type { Transaction } from '../payments/payment-effects.js';
import type { AccreditationDeps } from './accreditation-deps.js';

const unreadable: Record<string, string> = {
  CORRUPT_FILE: 'We could not open this file; it may be damaged. Upload another copy.',
  ENCRYPTED_FILE: 'This file is password-protected. Upload an unprotected copy.',
  NOT_ENGLISH: accreditationMessages.englishOnly,
};

/**
 * Checks one document: extension and MIME type by the form's rule, the bytes by their signature, and the
 * language of the text of a PDF, DOC or DOCX. Images, and scans with no text layer, have no text to check.
 */
export async function checkDocument(deps: Pick<AccreditationDeps, 'readText'>, file: UploadedFile | undefined, field: string, required: boolean): Promise<UploadedFile | null> {
  if (!file && !required) return null;
  const ruleMessage = checkFile(file ? { name: file.filename, type: file.mimeType, size: file.bytes.length } : null, applicationDocumentRule);
  if (ruleMessage || !file) throw new AppError('VALIDATION_FAILED', ruleMessage ?? accreditationMessages.required, { [field]: ruleMessage ?? accreditationMessages.required });
  const contentMessage = await checkFileContent(file.bytes, file.filename);
  if (contentMessage) throw new AppError('UNSUPPORTED_MEDIA_TYPE', contentMessage, { [field]: contentMessage });

  if (['pdf', 'doc', 'docx'].includes(fileExtension(file.filename))) {
    let text: string | null = null;
    try {
      text = (await deps.readText(file.bytes, file.filename, file.mimeType)).text;
    } catch (error) {
      if (!isEngineError(error)) throw error;
      const message = unreadable[error.code];
      if (message) throw new AppError('VALIDATION_FAILED', message, { [field]: message });
      // No text layer (a scan), too many pages, too slow: a reviewer reads it instead.
    }
    if (text !== null && !detectLanguage(text).isEnglish) {
      throw new AppError('VALIDATION_FAILED', accreditationMessages.englishOnly, { [field]: accreditationMessages.englishOnly });
    }
  }
  return file;
}

export interface StoredDocument {
  kind: ApplicationDocumentKind;
  file: UploadedFile;
  key: string;
}

/** Stores checked documents; on any failure the ones already stored are removed and the error passes on. */
export async function storeDocuments(deps: Pick<AccreditationDeps, 'storage'>, documents: { kind: ApplicationDocumentKind; file: UploadedFile }[]): Promise<StoredDocument[]> {
  const stored: StoredDocument[] = [];
  try {
    for (const document of documents) stored.push({ ...document, key: await deps.storage.put(document.file.bytes, { prefix: 'accreditation' }) });
    return stored;
  } catch (error) {
    await discardDocuments(deps, stored);
    throw error;
  }
}

export async function discardDocuments(deps: Pick<AccreditationDeps, 'storage'>, stored: StoredDocument[]): Promise<void> {
  await Promise.allSettled(stored.map(({ key }) => deps.storage.delete(key)));
}

export async function recordDocuments(tx: Transaction, applicationId: string, stored: StoredDocument[]): Promise<void> {
  if (stored.length === 0) return;
  await tx.insert(accreditationApplicationFiles).values(
    stored.map(({ kind, file, key }) => ({
      applicationId,
      kind,
      storageKey: key,
      originalName: storedFileName(file.filename),
      mimeType: file.mimeType,
      sizeBytes: file.bytes.length,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
    })),
  );
}
