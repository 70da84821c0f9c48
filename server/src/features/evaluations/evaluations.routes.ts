import {
  apiErrorSchema,
  createEvaluationResponseSchema,
  evaluationDetailResponseSchema,
  historyPageResponseSchema,
  historyQuerySchema,
  insightsResponseSchema,
  textPreviewInputSchema,
  textPreviewResponseSchema,
} from '@creds/contract';
import { detectLanguage } from '@creds/engine';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { evaluationFiles, evaluations } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { sendStoredFile } from '../../lib/file-content.js';
import { readMultipart } from '../../lib/multipart.js';
import { currentUser } from '../../plugins/auth.js';
import type { EvaluationDeps } from './evaluation-deps.js';
import { ownerScope } from './evaluations.policy.js';
import { findHistory } from './find-history.js';
import { evaluationNotFound, getEvaluation } from './get-evaluation.js';
import { getInsights } from './get-insights.js';
import { submitEvaluation } from './submit-evaluation.js';

const tags = ['evaluations'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema };
const badgeParams = z.object({ id: z.string().min(1).max(64) });

export function registerEvaluationRoutes(app: FastifyInstance, deps: EvaluationDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  for (const [url, mode, summary] of [
    ['/api/badge/create-text', 'text', 'Evaluate a course described as text (multipart: the fields, description text, proof file)'],
    ['/api/badge/create', 'file', 'Evaluate a course from its outline file (multipart: the fields, description file, proof file)'],
  ] as const) {
    routes.post(
      url,
      { schema: { tags, summary, consumes: ['multipart/form-data'], response: { 200: createEvaluationResponseSchema, ...errors } } },
      async (request) => ({ msg: await submitEvaluation(deps, currentUser(request), mode, await readMultipart(request)) }),
    );
  }

  routes.post(
    '/api/evaluation/type/text',
    {
      schema: { tags, summary: 'Preview a pasted description: normalised text, word count, language', body: textPreviewInputSchema, response: { 200: textPreviewResponseSchema, ...errors } },
    },
    async (request) => {
      const description = request.body.description.replace(/\r\n?/g, '\n').replace(/[ \t]+/g, ' ').replace(/\n{3,}/g, '\n\n').trim();
      const { language, isEnglish } = detectLanguage(description);
      return { msg: { description, wordCount: description.split(/\s+/).filter(Boolean).length, language, isEnglish } };
    },
  );

  routes.get(
    '/api/badge/history',
    { schema: { tags, summary: "The signed-in user's evaluations, newest first, 10 a page", querystring: historyQuerySchema, response: { 200: historyPageResponseSchema, ...errors } } },
    async (request) => ({ msg: await findHistory(deps.db, currentUser(request).id, request.query) }),
  );

  routes.get(
    '/api/badge/history/:id',
    { schema: { tags, summary: 'One evaluation of the signed-in user, with evidence', params: badgeParams, response: { 200: evaluationDetailResponseSchema, ...errors } } },
    async (request) => ({ msg: await getEvaluation(deps.db, currentUser(request).id, request.params.id) }),
  );

  routes.get(
    '/api/badge/insights',
    { schema: { tags, summary: 'Dashboard figures of the signed-in user', response: { 200: insightsResponseSchema, ...errors } } },
    async (request) => ({ msg: await getInsights(deps.db, currentUser(request).id) }),
  );

  routes.get(
    '/api/badge/:id/files/:fileId',
    {
      schema: {
        tags,
        summary: 'A file submitted with an evaluation (its owner, reviewers and admins only)',
        params: z.object({ id: z.string().min(1).max(64), fileId: z.uuid() }),
      },
    },
    async (request, reply) => {
      const owner = ownerScope(currentUser(request));
      const [file] = await deps.db
        .select({ storageKey: evaluationFiles.storageKey, name: evaluationFiles.originalName })
        .from(evaluationFiles)
        .innerJoin(evaluations, eq(evaluations.id, evaluationFiles.evaluationId))
        .where(
          and(
            eq(evaluationFiles.id, request.params.fileId),
            eq(evaluations.badgeId, request.params.id),
            owner ? eq(evaluations.userId, owner) : undefined,
          ),
        );
      if (!file) throw new AppError('NOT_FOUND', evaluationNotFound);
      return sendStoredFile(reply, await deps.storage.read(file.storageKey), file.name, 'inline');
    },
  );
}
