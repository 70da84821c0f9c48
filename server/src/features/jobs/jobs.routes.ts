import { adminJobsResponseSchema, apiErrorSchema, jobMessages, retryJobParamsSchema } from '@creds/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { JobQueue } from '../../providers/jobs.js';
import { adminsOnly, currentUser } from '../../plugins/auth.js';
import { retryFailedJob } from './retry-failed-job.js';

const tags = ['admin'];

/** Background work as an admin sees it: each queue's jobs by state, failed jobs, and retrying them. */
export function registerJobRoutes(app: FastifyInstance, jobs: JobQueue, db: Database): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/admin/jobs',
    {
      config: adminsOnly,
      schema: {
        tags,
        summary: 'Each queue\'s jobs by state and the latest failed jobs (admins)',
        response: { 200: adminJobsResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => {
      const [queues, failed] = await Promise.all([jobs.queueCounts(), jobs.findFailed()]);
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
        params: retryJobParamsSchema,
        response: { 200: z.object({ msg: z.string() }), 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      await retryFailedJob(db, jobs, currentUser(request), request.params.name, request.params.id);
      return { msg: jobMessages.retried };
    },
  );
}
