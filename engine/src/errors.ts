/** Why the engine refused a file or a text; the server can switch on these. */
export const engineErrorCodes = [
  'UNSUPPORTED_FILE_TYPE',
  'FILE_TOO_LARGE',
  'EMPTY_FILE',
  'CORRUPT_FILE',
  'ENCRYPTED_FILE',
  'NO_TEXT',
  'TOO_MANY_PAGES',
  'EXTRACTION_TIMEOUT',
  'NOT_ENGLISH',
  'INVALID_INPUT',
] as const;

export type EngineErrorCode = (typeof engineErrorCodes)[number];

/** User-facing message for each code: plain sentences, safe to show as they are. */
export const engineErrorMessages: Record<EngineErrorCode, string> = {
  UNSUPPORTED_FILE_TYPE: 'This file type is not supported. Upload a PDF, DOCX, DOC or TXT file, or paste the description.',
  FILE_TOO_LARGE: 'The file is too large. Upload a file under the size limit or paste the description.',
  EMPTY_FILE: 'The file is empty. Upload the course outline or paste the description.',
  CORRUPT_FILE: 'We could not open this file; it may be damaged. Upload another copy or paste the description.',
  ENCRYPTED_FILE: 'This file is password-protected. Upload an unprotected copy or paste the description.',
  NO_TEXT: 'We could not read any text in this file. Upload a text-based file or paste the description.',
  TOO_MANY_PAGES: 'The document has too many pages. Upload the course outline only, or paste the description.',
  EXTRACTION_TIMEOUT: 'Reading this file took too long. Upload a simpler file or paste the description.',
  NOT_ENGLISH: 'Documents must be in English.',
  INVALID_INPUT: 'The course name and description must be text.',
};

/** An expected failure: `code` for programs, `message` for people. Never carries internals. */
export class EngineError extends Error {
  override readonly name = 'EngineError';
  readonly code: EngineErrorCode;

  constructor(code: EngineErrorCode, message: string = engineErrorMessages[code], options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

/** True for errors the engine raised on purpose (as opposed to bugs). */
export function isEngineError(error: unknown): error is EngineError {
  return error instanceof EngineError;
}
