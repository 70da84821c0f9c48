import type { ErrorCode } from '@creds/contract';

const statusByCode: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_NOT_ACTIVATED: 403,
  ACCOUNT_SUSPENDED: 403,
  TOKEN_INVALID: 400,
  TOKEN_EXPIRED: 410,
  TOKEN_USED: 410,
};

/**
 * An error whose message is meant for the user. Use cases throw it; the error handler turns it into
 * `{ msg, code, fields? }` with the status that belongs to the code.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusByCode[code];
  }
}

export function statusForCode(code: ErrorCode): number {
  return statusByCode[code];
}

/** Codes that name one situation; a bare status maps to the generic code instead. */
const specificCodes = new Set<ErrorCode>([
  'VALIDATION_FAILED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_NOT_ACTIVATED',
  'ACCOUNT_SUSPENDED',
  'TOKEN_INVALID',
  'TOKEN_EXPIRED',
  'TOKEN_USED',
]);

export function codeForStatus(status: number): ErrorCode {
  const match = (Object.entries(statusByCode) as [ErrorCode, number][]).find(
    ([code, codeStatus]) => codeStatus === status && !specificCodes.has(code),
  );
  if (match) return match[0];
  return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
}
