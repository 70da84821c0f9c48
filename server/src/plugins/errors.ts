import { branding, errorMessages, type ApiError } from '@creds/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, codeForStatus } from '../lib/errors.js';

/** Fastify's own 4xx errors whose default message reads badly to a user. */
const friendlyMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: errorMessages.payloadTooLarge,
  FST_REQ_FILE_TOO_LARGE: errorMessages.payloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: errorMessages.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: errorMessages.invalidRequest,
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The request must be sent as multipart/form-data.',
  FST_PARTS_LIMIT: 'The form has too many parts.',
  FST_FILES_LIMIT: 'Too many files were uploaded.',
  FST_FIELDS_LIMIT: 'The form has too many fields.',
};

export function toFieldMessages(
  validation: { instancePath: string; message?: string | undefined }[],
  context: string | undefined,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of validation) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || context || 'request';
    fields[path] ??= issue.message ?? errorMessages.invalidRequest;
  }
  return fields;
}

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** A browser opening a page (not a call of the API) that failed before any page could answer, e.g. a malformed address. */
function isPageRequest(request: FastifyRequest): boolean {
  const url = request.raw.url ?? request.url;
  return (request.method === 'GET' || request.method === 'HEAD') && !url.startsWith('/api/') && (request.headers.accept ?? '').includes('text/html');
}

/** The page a browser shows for such a failure: the message and a way home, in the site's colours, not the API's JSON. */
function errorPage(status: number, message: string): string {
  const { colors, productName } = branding;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${status === 404 ? 'Page not found' : 'This page cannot be shown'} · ${escapeHtml(productName)}</title></head><body style="margin:0;font-family:system-ui,sans-serif;color:#1f2937;background:#fff"><main style="max-width:36rem;margin:15vh auto;padding:0 1.5rem"><p style="font-weight:700;color:${colors.primary}">${escapeHtml(productName)}</p><h1 style="font-size:1.75rem">This page cannot be shown</h1><p style="line-height:1.5">${escapeHtml(message)}</p><p><a href="/" style="color:${colors.primary};font-weight:600">Go to the home page</a></p></main></body></html>`;
}

/** An error answer: the API's JSON, or for a page a browser opened, a small page saying the same. */
export function sendError(request: FastifyRequest, reply: FastifyReply, status: number, body: ApiError) {
  if (isPageRequest(request)) return reply.status(status).type('text/html; charset=utf-8').send(errorPage(status, typeof body.msg === 'string' ? body.msg : errorMessages.invalidRequest));
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

// The escape \u0000 (after an even number of backslashes: "\\u0000" is a backslash and the text u0000), or NUL itself.
const nulCharacter = new RegExp(String.raw`(?<!\\)(?:\\\\)*\\u0000|` + String.fromCharCode(0), 'i');

/** Half of a surrogate pair on its own (matched by code unit: no `u` flag). */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a parsed JSON value holds a string with half of a surrogate pair, which PostgreSQL cannot store. */
function holdsBrokenCharacter(value: unknown): boolean {
  // A stack, not recursion: a body may nest deeper than the call stack goes.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (loneSurrogate.test(item)) return true;
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (loneSurrogate.test(key)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL refuses the NUL character in text: a body or query carrying one is bad input, answered
 * with a 400 before it reaches any query (never a 500).
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nulCharacter.test(body as string)) return done(new AppError('BAD_REQUEST', errorMessages.nulCharacter), undefined);
    parseJson(request, body as string, (error, parsed) => {
      if (!error && holdsBrokenCharacter(parsed)) return done(new AppError('BAD_REQUEST', errorMessages.brokenCharacter), undefined);
      done(error, parsed);
    });
  });
  app.addHook('onRequest', async (request) => {
    if (/%00/.test(request.url)) throw new AppError('BAD_REQUEST', errorMessages.nulCharacter);
  });
}

/** Failures to reach a service over the network: the same request may well succeed in a moment. */
const networkErrorCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND']);
/** PostgreSQL's own: connection exceptions (class 08), shutting down or starting up (57P0x), too many connections. */
const unavailableSqlStates = /^(08...|57P01|57P02|57P03|53300)$/;
/** node-postgres says these in words only. */
const unavailableMessages = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end)/;

/**
 * True when the error means the database (or another service the request needed) cannot be reached
 * right now: the answer is 503, "try again in a moment", not a 500 that reads like a bug. Drizzle wraps
 * the driver's error, so the causes are followed.
 */
export function isServiceUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (networkErrorCodes.has(code) || unavailableSqlStates.test(code))) return true;
    if (unavailableMessages.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

/**
 * One error shape for the whole API: `{ msg, code, fields? }`. Messages of 4xx errors are meant for
 * people; a 5xx says only that something failed and gives the request id that the log carries.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = toFieldMessages(error.validation, error.validationContext);
      const first = Object.values(fields)[0] ?? errorMessages.invalidRequest;
      return sendError(request, reply, 400, { msg: first, code: 'VALIDATION_FAILED', fields });
    }
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return sendError(request, reply, error.statusCode, {
        msg: error.message,
        code: error.code,
        ...(error.fields ? { fields: error.fields } : {}),
        ...(error.statusCode >= 500 ? { requestId: request.id } : {}),
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      if (status === 429) return sendError(request, reply, 429, { msg: errorMessages.rateLimited, code: 'RATE_LIMITED' });
      const msg = friendlyMessages[error.code] ?? error.message ?? errorMessages.invalidRequest;
      return sendError(request, reply, status, { msg, code: codeForStatus(status) });
    }
    // The client closed the connection (a page closed mid-upload): nothing failed here, and nobody reads the answer.
    if (request.raw.readableAborted) {
      request.log.info({ err: { message: error.message, code: error.code } }, 'request abandoned: the client closed the connection');
      return sendError(request, reply, 400, { msg: errorMessages.invalidRequest, code: codeForStatus(400) });
    }
    if (status === 503 || isServiceUnavailable(error)) {
      request.log.error({ err: error }, 'request failed: a service it needs is unavailable');
      return sendError(request, reply, 503, { msg: errorMessages.unavailable, code: 'UNAVAILABLE', requestId: request.id });
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(request, reply, 500, { msg: errorMessages.internal, code: 'INTERNAL', requestId: request.id });
  });
}
