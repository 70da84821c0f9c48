import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { requireRole } from '../../plugins/auth.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

function hasBearerToken(request: FastifyRequest, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  // Digests of equal length, so the comparison takes the same time whatever was sent.
  return Boolean(match) && timingSafeEqual(digest(match![1]!), digest(token));
}

/**
 * Metrics are for admins (signed in) and for a scraper holding METRICS_TOKEN. Returns false for a visitor
 * with neither (the caller answers as the sign-in check does); throws FORBIDDEN for anyone else signed in.
 */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  if (token && hasBearerToken(request, token)) return true;
  if (!request.session) return false;
  requireRole(request, 'admin');
  return true;
}
