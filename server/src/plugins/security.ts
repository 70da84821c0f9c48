import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import { errorMessages, maxUploadBytes } from '@creds/contract';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { AppError } from '../lib/errors.js';
import { databaseRateLimitStore, RequestCounter } from './rate-limit-store.js';

const unlimitedPaths = new Set(['/api/health', '/api/ready']);

/**
 * The headers of API answers (JSON, and files, whose routes add their own sandbox policy): nothing in
 * them may run, load or be framed. The pages' policy and helmet's headers for documents would only add
 * bytes to every answer, about 700 of them, a fifth of a small answer's cost (docs/performance.md).
 */
const apiHeaders: [string, string][] = [
  ['content-security-policy', "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
  ['referrer-policy', 'no-referrer'],
  ['cross-origin-resource-policy', 'same-origin'],
];

/** An answer of the API, not a page: the OpenAPI explorer at /api/docs is a page, with scripts. */
function forApiAnswer(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/**
 * The headers helmet sets for these options, worked out once at start-up: helmet's own middleware (and
 * @fastify/helmet, which builds a new one on every request) repeats the same work for every response.
 */
function securityHeaders(options: HelmetOptions): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string | number) => headers.push([name.toLowerCase(), String(value)]),
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export async function registerSecurity(app: FastifyInstance, config: Config, db: Database): Promise<void> {
  const servedOverTls = config.publicUrl.startsWith('https://');
  // Stripe Elements load Stripe.js and its frames from Stripe's hosts; the sandbox needs none of it.
  const stripe = config.payments.provider === 'stripe';
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(stripe ? ['https://js.stripe.com'] : [])],
        // React and Radix set style attributes; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(stripe ? ['https://api.stripe.com'] : [])],
        mediaSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", ...(stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : [])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(servedOverTls ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS is added per request below: only a response that travelled over TLS may carry it.
    strictTransportSecurity: false,
  });
  const hsts = 'max-age=31536000; includeSubDomains';
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of forApiAnswer(request.url) ? apiHeaders : headers) reply.raw.setHeader(name, value);
    // Over TLS: PUBLIC_URL is https, or the request came over https (behind a proxy: TRUST_PROXY and X-Forwarded-Proto).
    if (servedOverTls || request.protocol === 'https') reply.raw.setHeader('strict-transport-security', hsts);
    done();
  });
  await app.register(fastifyCookie);
  const requestCounter = new RequestCounter(db);
  // The hits counted since the last batch are written before the database closes.
  app.addHook('onClose', () => requestCounter.flush());
  await app.register(fastifyRateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    // Counted in the database, so the limit holds across every instance (in batches far from the limit, exactly near it).
    store: databaseRateLimitStore(requestCounter),
    allowList: (request) => !request.url.startsWith('/api/') || unlimitedPaths.has(request.url.split('?')[0] ?? ''),
    errorResponseBuilder: () => new AppError('RATE_LIMITED', errorMessages.rateLimited),
  });
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: maxUploadBytes, files: 4, fields: 40, fieldSize: 200_000, parts: 50 },
  });
}
