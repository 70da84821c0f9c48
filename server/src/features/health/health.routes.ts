import { healthSchema, readinessSchema } from '@creds/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/client.js';
import { checkReadiness } from './check-readiness.js';

export function registerHealthRoutes(
  app: FastifyInstance,
  deps: { database: DatabaseHandle; isDraining: () => boolean },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/health',
    {
      config: { public: true },
      // Probes call this every few seconds: their answers are not worth a log line (failures still are).
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'The process is up',
        response: { 200: healthSchema },
      },
    },
    async () => ({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }),
  );

  routes.get(
    '/api/ready',
    {
      config: { public: true },
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'The instance can serve traffic: the database answers and it is not shutting down',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const readiness = await checkReadiness(deps.database, deps.isDraining());
      return reply.status(readiness.status === 'ready' ? 200 : 503).send(readiness);
    },
  );
}
