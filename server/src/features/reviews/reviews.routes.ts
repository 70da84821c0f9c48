import {
  adjustEvaluationInputSchema,
  apiErrorSchema,
  queueQuerySchema,
  queueResponseSchema,
  reviewDetailResponseSchema,
  reviewMessages,
} from '@creds/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { adjustEvaluation } from './adjust-evaluation.js';
import { findReviewQueue } from './find-review-queue.js';
import { getReview } from './get-review.js';
import { currentUser, reviewersOnly } from '../../plugins/auth.js';

const tags = ['reviews'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const badgeParams = z.object({ id: z.string().min(1).max(64) });

export function registerReviewRoutes(app: FastifyInstance, db: Database): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/queue',
    { config: reviewersOnly, schema: { tags, summary: 'The review queue (reviewers): paid evaluations, oldest first, with due dates', querystring: queueQuerySchema, response: { 200: queueResponseSchema, ...errors } } },
    async (request) => {
      return { msg: await findReviewQueue(db, request.query) };
    },
  );

  routes.get(
    '/api/admin/evaluations/:id',
    { config: reviewersOnly, schema: { tags, summary: 'One evaluation as a reviewer sees it', params: badgeParams, response: { 200: reviewDetailResponseSchema, ...errors } } },
    async (request) => {
      return { msg: await getReview(db, request.params.id) };
    },
  );

  routes.patch(
    '/api/admin/evaluations/:id',
    { config: reviewersOnly, schema: { tags, summary: 'Adjust level, points or skills before deciding (the engine original is kept)', params: badgeParams, body: adjustEvaluationInputSchema, response: { 200: z.object({ msg: z.string() }), ...errors } } },
    async (request) => {
      await adjustEvaluation(db, currentUser(request), request.params.id, request.body);
      return { msg: reviewMessages.adjusted };
    },
  );
}
