import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import { errorMessages, maxUploadBytes } from '@creds/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { AppError } from '../lib/errors.js';

const unlimitedPaths = new Set(['/api/health', '/api/ready']);

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const servedOverTls = config.publicUrl.startsWith('https://');
  // Stripe Elements load Stripe.js and its frames from Stripe's hosts; the sandbox needs none of it.
  const stripe = config.payments.provider === 'stripe';
  await app.register(fastifyHelmet, {
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
    // HSTS only means something over TLS.
    strictTransportSecurity: servedOverTls ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith('/api/') || unlimitedPaths.has(request.url.split('?')[0] ?? ''),
    errorResponseBuilder: () => new AppError('RATE_LIMITED', errorMessages.rateLimited),
  });
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: maxUploadBytes, files: 4, fields: 40, fieldSize: 200_000, parts: 50 },
  });
}
