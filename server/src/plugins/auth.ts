import { errorMessages, type CurrentUser, type Role } from '@creds/contract';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import {
  findActiveSession,
  rememberedSessionMs,
  sessionCookieName,
  type ActiveSession,
} from '../features/accounts/sessions.js';
import { AppError } from '../lib/errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Opt a route out of the sign-in requirement that covers all of /api. */
    public?: boolean;
    /** The roles that may call the route, refused before its input is read (every /api/admin route names them). */
    roles?: readonly Role[];
  }
  interface FastifyRequest {
    session: ActiveSession | null;
    sessionToken: string | null;
  }
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

const noAccess = 'You do not have access to this.';

/** Route config of the administration routes: admins only, or reviewers and admins. */
export const adminsOnly = { roles: ['admin'] } as const satisfies FastifyContextConfig;
export const reviewersOnly = { roles: ['reviewer', 'admin'] } as const satisfies FastifyContextConfig;

/** The API documentation (its routes belong to the swagger plugin) is public as a whole. */
const publicPrefix = '/api/docs';

function isApi(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}

/**
 * Authentication for all of /api: a route is for signed-in users unless it says `config: { public: true }`.
 * An absent or expired session answers 401 with the plain text `Unauthorized`, the body the web client
 * answers with one session revalidation and one retry.
 */
export function registerAuth(app: FastifyInstance, config: Config, db: Database): void {
  const allowedOrigins = new Set([new URL(config.publicUrl).origin]);
  // An administration route without its roles would be open to every signed-in user: refuse to start.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/admin') && !route.config?.roles) throw new Error(`${route.method} ${route.url} must name the roles that may call it (config.roles)`);
  });
  app.decorateRequest('session', null);
  app.decorateRequest('sessionToken', null);

  app.addHook('onRequest', async (request) => {
    if (!isApi(request.url)) return;
    // Cross-site request forgery: a state-changing call that carries our cookie must come from our pages.
    if (!safeMethods.has(request.method) && request.headers.cookie) {
      if (!isSameOrigin(request, allowedOrigins)) {
        throw new AppError('FORBIDDEN', 'This request came from another site and was refused.');
      }
    }
    const token = request.cookies[sessionCookieName];
    if (token) {
      request.sessionToken = token;
      request.session = await findActiveSession(db, token);
    }
  });

  // Before validation: a visitor learns nothing about a route's input, only that it needs a session.
  app.addHook('preValidation', async (request, reply) => {
    // Judge by the matched route, not the URL: /api/unknown matched by the static files' wildcard is a 404.
    const route = request.routeOptions.url;
    if (!route || !isApi(route) || request.is404 || request.routeOptions.config.public) return;
    if (route === publicPrefix || route.startsWith(`${publicPrefix}/`)) return;
    if (!request.session) {
      return reply.status(401).type('text/plain; charset=utf-8').send(errorMessages.unauthorizedBody);
    }
    // Likewise a signed-in user without the route's role learns nothing about its input: 403 before validation.
    const roles = request.routeOptions.config.roles;
    if (roles && !roles.includes(request.session.user.role)) throw new AppError('FORBIDDEN', noAccess);
  });
}

function isSameOrigin(request: FastifyRequest, allowedOrigins: Set<string>): boolean {
  const origin = request.headers.origin;
  if (origin) {
    if (allowedOrigins.has(origin)) return true;
    // The host the browser used (also right behind Vite's dev proxy, which keeps the Host header).
    try {
      return new URL(origin).host === request.host;
    } catch {
      return false; // "null" and other opaque origins
    }
  }
  // No Origin: browsers always send one on cross-site POSTs; fall back to Fetch Metadata when present.
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

/** The signed-in user of a route that requires one. */
export function currentUser(request: FastifyRequest): CurrentUser {
  if (!request.session) throw new AppError('UNAUTHORIZED', errorMessages.unauthorizedBody);
  return request.session.user;
}

export function requireRole(request: FastifyRequest, ...roles: Role[]): CurrentUser {
  const user = currentUser(request);
  if (!roles.includes(user.role)) throw new AppError('FORBIDDEN', noAccess);
  return user;
}

export function sessionCookieOptions(config: Config, request: FastifyRequest, persistent: boolean): CookieSerializeOptions {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https://') || request.protocol === 'https',
    // Without Remember me the cookie lives as long as the browser session (and 12 h idle on the server).
    ...(persistent ? { maxAge: Math.floor(rememberedSessionMs / 1000) } : {}),
  };
}

export function setSessionCookie(
  reply: FastifyReply,
  config: Config,
  request: FastifyRequest,
  token: string,
  persistent: boolean,
): void {
  reply.setCookie(sessionCookieName, token, sessionCookieOptions(config, request, persistent));
}

export function clearSessionCookie(reply: FastifyReply, config: Config, request: FastifyRequest): void {
  reply.clearCookie(sessionCookieName, sessionCookieOptions(config, request, false));
}
