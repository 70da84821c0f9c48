import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorMessages, metaSchema } from '@creds/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../lib/errors.js';

const noStore = 'no-store, no-cache, must-revalidate';

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** A missing /assets/app.js must be a 404, not index.html served as JavaScript. */
function looksLikeFile(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return /\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/') + 1)) && !path.endsWith('.html');
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and every
 * non-API GET that matches no file answered with index.html so the client router can take it.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexPath = join(webDistDir, 'index.html');
  const hasWebBuild = existsSync(indexPath);

  app.withTypeProvider<ZodTypeProvider>().get(
    '/meta.json',
    {
      schema: {
        tags: ['meta'],
        summary: 'Build time of the web app this server serves',
        querystring: z.object({ version: z.string().optional() }),
        response: { 200: metaSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', noStore);
      try {
        return metaSchema.parse(JSON.parse(await readFile(join(webDistDir, 'meta.json'), 'utf8')));
      } catch {
        throw new AppError('NOT_FOUND', 'The web app has not been built.');
      }
    },
  );

  if (hasWebBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: true,
      index: 'index.html',
      // The web build writes .br and .gz beside each text file: sent to browsers that accept them.
      preCompressed: true,
      setHeaders(reply, path) {
        if (path.includes(`${join(webDistDir, 'assets')}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          reply.header('cache-control', 'no-cache');
        }
      },
    });
  }

  // Probing unknown API paths counts against the rate limit like any other call.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (request: FastifyRequest, reply: FastifyReply) => {
    const acceptsPage = request.method === 'GET' || request.method === 'HEAD';
    if (hasWebBuild && acceptsPage && !isApiPath(request.url) && !looksLikeFile(request.url)) {
      reply.header('cache-control', 'no-cache');
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.status(404).send({ msg: errorMessages.notFound, code: 'NOT_FOUND' });
  });
}
