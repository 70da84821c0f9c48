// No zod here: the web app's shell imports these, and stays small without the schema library.

/** Machine-readable error codes; the UI may switch on these, the text in `msg` is for people. */
export const errorCodes = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
  'INVALID_CREDENTIALS',
  'ACCOUNT_NOT_ACTIVATED',
  'ACCOUNT_SUSPENDED',
  'TOKEN_INVALID',
  'TOKEN_EXPIRED',
  'TOKEN_USED',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorMessages = {
  unexpected: 'An unexpected error occurred. Please try again later.',
  /** A form sent with no answer at all: the network failed (spec section 8). */
  offline: 'Failed to submit form, your internet connection may be down',
  notFound: 'Not found',
  internal: 'Something went wrong on our side. Please try again later.',
  unavailable: 'The service is temporarily unavailable. Please try again shortly.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  invalidRequest: 'Some of the information sent is not valid.',
  /** A web address the server cannot read (a broken %-escape). */
  invalidAddress: 'This web address is not valid. Check it and try again.',
  /** The NUL character, which no text field may hold (PostgreSQL refuses it); people cannot see it, so it is named. */
  nulCharacter: 'This text contains a character that is not allowed (the invisible NUL character).',
  /** Half of a two-part character (an emoji cut in two), which no text field can store. */
  brokenCharacter: 'This text contains a broken character (part of an emoji or symbol). Remove it and try again.',
  /** A multipart body that cannot be read: cut off, or not multipart at all. */
  malformedForm: 'The form could not be read: it arrived incomplete or malformed. Please send it again.',
  /** Two files in a field that takes one. */
  oneFileOnly: 'Attach one file only.',
  payloadTooLarge: 'The upload is too large.',
  unsupportedMediaType: 'This content type is not supported.',
  /** The session revalidation's answer when the session is gone. */
  sessionExpired: 'Your session has expired. Please sign in again.',
  /** The exact body of a 401 that makes the client revalidate its session once (spec section 4). */
  unauthorizedBody: 'Unauthorized',
} as const;
