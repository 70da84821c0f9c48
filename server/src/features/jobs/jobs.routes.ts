import { apiErrorSchema } from '@creds/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../lib/audit.js';
import type { Database } from '../../db/client.js';
import { jobNames, type JobQueue } from '../../providers/jobs.js';
import { adminsOnly, currentUser } from '../../plugins/auth.js';

const tags = ['admin'];

/** Background work as an admin sees it: queue depths, failed jobs, and retrying them. */
export function registerJobRoutes(app: FastifyInstance, jobs: JobQueue, db: Database): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/admin/jobs',
    {
      config: adminsOnly,
      schema: {
        tags,
        summary: 'Queue depths and the latest failed jobs (admins)',
        response: {
          200: z.object({
            msg: z.object({
              queues: z.record(z.string(), z.number()),
              failed: z.array(z.object({ id: z.string(), name: z.string(), error: z.string().nullable(), retryCount: z.number(), createdOn: z.string(), completedOn: z.string().nullable() })),
            }),
          }),
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async () => {
      const [queues, failed] = await Promise.all([jobs.queueSizes(), jobs.findFailed()]);
      return { msg: { queues, failed: failed.map(({ data: _data, ...job }) => job) } };
    },
  );
  routes.post(
    '/api/admin/jobs/:name/:id/retry',
    {
      config: adminsOnly,
      schema: {
        tags,
        summary: 'Run a failed job again (admins)',
        params: z.object({ name: z.enum(jobNames), id: z.uuid() }),
        response: { 200: z.object({ msg: z.string() }), 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const admin = currentUser(request);
      await jobs.retry(request.params.name, request.params.id);
      await recordAudit(db, { actorId: admin.id, action: 'job.retried', subjectType: 'payment', subjectId: request.params.id, details: { queue: request.params.name } });
      return { msg: 'The job will run again.' };
    },
  );
}
