import { apiErrorSchema, errorMessages } from '@creds/contract';
import type { FastifyInstance } from 'fastify';
import { type Metrics, unmatchedRoute } from './metrics.js';
import { mayReadMetrics } from './metrics.policy.js';

/** Counts and times every answered request, and serves the registry in Prometheus' text format. */
export function registerMetricsRoutes(app: FastifyInstance, deps: { metrics: Metrics; token: string | undefined }): void {
  app.addHook('onResponse', async (request, reply) => {
    deps.metrics.recordRequest({
      method: request.method,
      route: request.is404 ? unmatchedRoute : (request.routeOptions.url ?? unmatchedRoute),
      statusCode: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
  });

  // Without the zod type provider: the answer is text, which the typed reply would not accept.
  app.get(
    '/api/metrics',
    {
      // Public to the sign-in check so a scraper's bearer token can be judged; the policy refuses everyone else.
      config: { public: true },
      schema: {
        tags: ['admin'],
        summary: 'Prometheus metrics in the text format (admins, or Authorization: Bearer $METRICS_TOKEN)',
        // 200 is Prometheus' text format, not JSON: no schema to serialize it through.
        response: { 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      if (!mayReadMetrics(request, deps.token)) {
        // The answer every signed-in route gives a visitor.
        return reply.status(401).type('text/plain; charset=utf-8').send(errorMessages.unauthorizedBody);
      }
      const body = await deps.metrics.registry.metrics();
      return reply.header('cache-control', 'no-store').type(deps.metrics.registry.contentType).send(body);
    },
  );
}
