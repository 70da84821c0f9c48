import { randomUUID } from 'node:crypto';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { branding, errorMessages, type ApiError } from '@creds/contract';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { createMailer, type Mailer } from './providers/mail.js';
import { createJobQueue, type JobQueue } from './providers/jobs.js';
import { registerJobRoutes } from './features/jobs/jobs.routes.js';
import { queueRecovery, registerWorkers } from './features/jobs/register-workers.js';
import { createDiskStorage, diskStorageRoot, type FileStorage } from './providers/storage.js';
import { createS3Storage } from './providers/s3-storage.js';
import { evaluate, extractText } from '@creds/engine';
import type { Evaluator } from './features/evaluations/evaluation-deps.js';
import { registerEvaluationRoutes } from './features/evaluations/evaluations.routes.js';
import { registerPaymentRoutes } from './features/payments/payments.routes.js';
import { registerPaymentEffects } from './features/payments/payment-effects.js';
import { evaluationPaymentEffects } from './features/payments/evaluation-payment-effects.js';
import { registerAdminRoutes } from './features/admin/admin.routes.js';
import { registerAccreditationRoutes } from './features/accreditation/accreditation.routes.js';
import { accreditationPaymentEffects } from './features/accreditation/accreditation-payment-effects.js';
import { renewalPaymentEffects } from './features/accreditation/renewal-payment-effects.js';
import { registerReviewRoutes } from './features/reviews/reviews.routes.js';
import { registerCertificateRoutes } from './features/certificates/certificates.routes.js';
import { issuerDocument } from './features/certificates/open-badge.js';
import { loadSigningKey } from './features/certificates/signing-key.js';
import { appSettings } from './db/schema.js';
import { eq } from 'drizzle-orm';
import { createSandboxProvider, type SandboxProvider } from './providers/payments/sandbox-provider.js';
import { createStripeProvider, type StripeProvider } from './providers/payments/stripe-provider.js';
import { registerAccountRoutes } from './features/accounts/accounts.routes.js';
import { registerDevMailboxRoutes } from './features/dev-mailbox/dev-mailbox.routes.js';
import { registerFeeRoutes } from './features/fees/fees.routes.js';
import { registerHealthRoutes } from './features/health/health.routes.js';
import { createMetrics } from './features/metrics/metrics.js';
import { registerMetricsRoutes } from './features/metrics/metrics.routes.js';
import { registerAuth } from './plugins/auth.js';
import { refuseNulCharacters, registerErrorHandling, sendError } from './plugins/errors.js';
import { registerSecurity } from './plugins/security.js';
import { registerWebApp } from './plugins/web.js';

export interface AppServices {
  database: DatabaseHandle;
  /** True once the instance has started shutting down: readiness turns false. */
  isDraining?: () => boolean;
  /** Defaults to SMTP or the outbox, as configured. */
  mailer?: Mailer;
  /** Defaults to an S3 bucket when S3_BUCKET is set, else the disk under DATA_DIR/uploads. */
  storage?: FileStorage;
  /** Defaults to the engine; tests may put a failing one in its place. */
  evaluator?: Evaluator;
  /** Defaults to Stripe or the sandbox, as configured. */
  paymentProvider?: SandboxProvider | StripeProvider;
  /** Defaults to the queue in the application's database. */
  jobs?: JobQueue;
}

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.log.level,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    ...(config.log.format === 'pretty'
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  };
}

const signingKeySetting = 'certificate_signing_key';

/** One access-log line per request, written when it completes; Fastify's default writes a second one on arrival. */
class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** Builds a ready application without listening: the server listens on it, tests inject into it. */
export async function buildApp(config: Config, services: AppServices): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    // A request not received whole in 5 minutes (an upload stalled part way) is answered 408 and closed,
    // instead of holding its connection open for ever.
    requestTimeout: 300_000,
    routerOptions: { ignoreTrailingSlash: true },
    // A path the router cannot read (invalid UTF-8 in a %-escape) gets the API's error shape, not Fastify's.
    frameworkErrors: (_error, request, reply) => {
      const body: ApiError = { msg: errorMessages.invalidAddress, code: 'BAD_REQUEST' };
      void sendError(request as FastifyRequest, reply as FastifyReply, 400, body);
    },
    logController: new AccessLog(),
    // While closing, a request on a connection that is already open is still served (not refused with
    // a bare 503); while draining, every answer closes its connection (the onSend hook below).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const isDraining = services.isDraining ?? (() => false);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Shutting down: the client's next request opens a new connection, to an instance that stays up.
    if (isDraining()) reply.header('connection', 'close');
  });

  registerErrorHandling(app);
  refuseNulCharacters(app);
  await registerSecurity(app, config, services.database.db);
  const { db } = services.database;
  registerAuth(app, config, db);
  const jobs = services.jobs ?? (await createJobQueue(services.database, app.log, { pollingIntervalSeconds: config.jobPollSeconds }));
  // Stop taking jobs (and let running ones finish) before the database closes.
  app.addHook('onClose', async () => jobs.stop());
  const mailer = services.mailer ?? createMailer(config.mail, db, app.log, jobs);
  app.addHook('onClose', async () => mailer.close());

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${branding.productName} API`,
        description: `The API behind ${branding.legalName}. Errors always answer { msg, code }.`,
        version: '1.0.0',
      },
      servers: [{ url: config.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  // Every feature's routes, in one place: this is the API's table of contents.
  registerHealthRoutes(app, { database: services.database, isDraining });
  registerAccountRoutes(app, config, { db, mailer, publicUrl: config.publicUrl, bootstrapAdminEmail: config.bootstrapAdminEmail });
  registerFeeRoutes(app, db);
  const storage =
    services.storage ?? (config.storage.kind === 's3' ? createS3Storage(config.storage) : createDiskStorage(diskStorageRoot(config.dataDir)));
  registerEvaluationRoutes(app, { db, storage, evaluator: services.evaluator ?? { evaluate, extractText } });
  registerPaymentEffects('evaluation', evaluationPaymentEffects);
  const paymentDeps = {
    db,
    mailer,
    log: app.log,
    provider: services.paymentProvider ?? (config.payments.provider === 'stripe' ? createStripeProvider(config.payments) : createSandboxProvider(db)),
  };
  registerPaymentRoutes(app, paymentDeps);
  registerReviewRoutes(app, db);
  const key = await loadSigningKey({
    configured: config.certificateSigningKey,
    read: async () => {
      const [row] = await db.select().from(appSettings).where(eq(appSettings.key, signingKeySetting));
      const stored = row?.value as { serialized?: unknown } | undefined;
      return typeof stored?.serialized === 'string' ? stored.serialized : null;
    },
    write: async (serialized) => {
      await db.insert(appSettings).values({ key: signingKeySetting, value: { serialized } }).onConflictDoNothing();
    },
  });
  registerCertificateRoutes(app, { db, storage, mailer, publicUrl: config.publicUrl, key, issuer: issuerDocument(config.publicUrl, key) }, config.webDistDir);
  registerAdminRoutes(app, { db, mailer, publicUrl: config.publicUrl });
  registerPaymentEffects('accreditation', accreditationPaymentEffects(config.publicUrl));
  registerPaymentEffects('renewal', renewalPaymentEffects({ publicUrl: config.publicUrl, key }));
  registerAccreditationRoutes(app, { db, storage, mailer, publicUrl: config.publicUrl, key, readText: extractText, payments: paymentDeps });
  registerJobRoutes(app, jobs, db);
  const metrics = createMetrics({ queueSizes: () => jobs.queueSizes(), onCollectError: (error) => app.log.warn({ err: error }, 'could not read the queue depths') });
  registerMetricsRoutes(app, { metrics, token: config.metricsToken });
  await registerWorkers(jobs, { db, mailer, payments: paymentDeps, publicUrl: config.publicUrl, storage, orphanFileGraceMs: config.orphanFileGraceMs });
  app.decorate('recoverAfterRestart', () => queueRecovery(jobs));
  if (config.mail.devMailbox) registerDevMailboxRoutes(app, db);

  await registerWebApp(app, config.webDistDir, config.publicUrl);
  await app.ready();
  return app;
}
