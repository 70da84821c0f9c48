import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { errorMessages, isAppPath, metaSchema, prerenderedOrigin } from '@creds/contract';
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

const pagesManifestSchema = z.array(z.object({ path: z.string(), aliases: z.array(z.string()), file: z.string() }));

interface PrerenderedPage {
  html: Buffer;
  /** Compressed on the first request that accepts it, then kept. */
  compressed: Map<'br' | 'gzip', Promise<Buffer>>;
}

const compressors = {
  br: (html: Buffer) => promisify(brotliCompress)(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: (html: Buffer) => promisify(gzip)(html, { level: 9 }),
};

/**
 * The public pages the web build prerendered (web/scripts/prerender.ts), by path and alias, with this
 * server's origin in the canonical and Open Graph addresses. None when the build has none.
 */
function loadPrerenderedPages(webDistDir: string, origin: string): Map<string, PrerenderedPage> {
  const manifestPath = join(webDistDir, 'pages', 'pages.json');
  const byPath = new Map<string, PrerenderedPage>();
  if (!existsSync(manifestPath)) return byPath;
  for (const page of pagesManifestSchema.parse(JSON.parse(readFileSync(manifestPath, 'utf8')))) {
    const html = readFileSync(join(webDistDir, 'pages', page.file), 'utf8').replaceAll(prerenderedOrigin, origin);
    const prerendered = { html: Buffer.from(html), compressed: new Map() };
    for (const path of [page.path, ...page.aliases]) byPath.set(path, prerendered);
  }
  return byPath;
}

async function sendPrerendered(request: FastifyRequest, reply: FastifyReply, page: PrerenderedPage) {
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  const accepted = request.headers['accept-encoding'] ?? '';
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  if (!encoding) return reply.send(page.html);
  let compressed = page.compressed.get(encoding);
  if (!compressed) page.compressed.set(encoding, (compressed = compressors[encoding](page.html)));
  return reply.header('content-encoding', encoding).send(await compressed);
}

/**
 * Serves the built web app: hashed assets cached for a year, HTML never cached, the prerendered public
 * pages at their paths, and every other non-API GET that matches no file answered with index.html so
 * the client router can take it.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string, publicUrl: string): Promise<void> {
  const indexPath = join(webDistDir, 'index.html');
  const hasWebBuild = existsSync(indexPath);
  const prerenderedPages = hasWebBuild ? loadPrerenderedPages(webDistDir, new URL(publicUrl).origin) : new Map<string, PrerenderedPage>();
  for (const [path, page] of prerenderedPages) {
    app.get(path, { schema: { hide: true } }, (request, reply) => sendPrerendered(request, reply, page));
  }

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
      // `/` itself is the prerendered home page's route when the build has one.
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
      // The app shows its not-found page at a path it has no page for; the status says so too (crawlers, monitors).
      reply.header('cache-control', 'no-cache').status(isAppPath(request.url.split('?')[0]!) ? 200 : 404);
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.status(404).send({ msg: errorMessages.notFound, code: 'NOT_FOUND' });
  });
}
