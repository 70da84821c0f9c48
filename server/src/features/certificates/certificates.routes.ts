import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  apiErrorSchema,
  branding,
  certificatePagePath,
  certificateVerificationSchema,
  credentialCheckResponseSchema,
  linkedInAddToProfileUrl,
  reviewDecisionInputSchema,
  reviewMessages,
  revokeCertificateInputSchema,
  verifyCertificateInputSchema,
  verifyCertificateResponseSchema,
} from '@creds/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { certificates, evaluations } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { adminsOnly, currentUser, reviewersOnly } from '../../plugins/auth.js';
import { ownerScope } from '../evaluations/evaluations.policy.js';
import { rejectEvaluation } from '../reviews/reject-evaluation.js';
import { statusListUrl, type CertificateDeps } from './certificate-deps.js';
import { countVerification, findCertificateByIdAndName, toVerification, verifyCertificate } from './find-certificate.js';
import { issueCertificate } from './issue-certificate.js';
import { didDocumentPath } from './open-badge.js';
import { revokeCertificate } from './revoke-certificate.js';
import { buildStatusListCredential, minimumStatusListLength } from './status-list.js';
import { createVerificationTally } from './verification-tally.js';
import { verifyCredential } from './verify-credential.js';

const tags = ['certificates'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };
const notFound = 'Certificate not found.';
const publicLimit = { max: 30, timeWindow: '1 minute' };
/** The site's link-preview image in the web build (web/public). */
const socialImageFile = 'og-image.jpg';

function escapeHtml(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

/**
 * The public documents a verifier fetches (the issuer's key, the revocation list, a credential found by
 * id and name) may be read by a verifier running in a browser on another site: they hold nothing
 * private and no cookie is sent with such a request.
 */
function openToVerifiers(reply: FastifyReply): FastifyReply {
  return reply.header('access-control-allow-origin', '*').header('cross-origin-resource-policy', 'cross-origin');
}

export function registerCertificateRoutes(app: FastifyInstance, deps: CertificateDeps, webDistDir: string): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tally = createVerificationTally(deps.db, app.log);
  app.addHook('onClose', () => tally.close());

  routes.patch(
    '/api/badge/history/:id/status',
    {
      config: reviewersOnly,
      schema: {
        tags,
        summary: 'Verify (issuing the certificate) or reject an evaluation — reviewers only',
        params: z.object({ id: z.string().min(1).max(64) }),
        body: reviewDecisionInputSchema,
        response: { 200: z.object({ msg: z.string(), certificateId: z.string().nullable() }), ...errors },
      },
    },
    async (request) => {
      const reviewer = currentUser(request);
      if (request.body.status === 'verified') {
        const certificateId = await issueCertificate(deps, reviewer, request.params.id, request.body.note);
        return { msg: reviewMessages.verified, certificateId };
      }
      await rejectEvaluation(deps, reviewer, request.params.id, request.body.reason);
      return { msg: reviewMessages.rejected, certificateId: null };
    },
  );

  /** The certificate of an evaluation its owner (or a reviewer) may see. */
  async function ownedCertificate(request: Parameters<typeof currentUser>[0], badgeId: string) {
    const owner = ownerScope(currentUser(request));
    const [row] = await deps.db
      .select({ certificate: certificates })
      .from(certificates)
      .innerJoin(evaluations, eq(evaluations.id, certificates.evaluationId))
      .where(and(eq(evaluations.badgeId, badgeId), owner ? eq(evaluations.userId, owner) : undefined));
    if (!row) throw new AppError('NOT_FOUND', notFound);
    return row.certificate;
  }

  const badgeQuery = z.object({ badge_Id: z.string().min(1).max(64) });

  routes.get(
    '/api/certificate/download',
    { schema: { tags, summary: 'The certificate PDF of one of your evaluations (certificate.pdf)', querystring: badgeQuery } },
    async (request, reply) => {
      const certificate = await ownedCertificate(request, request.query.badge_Id);
      return reply
        .type('application/pdf')
        .header('content-disposition', 'attachment; filename="certificate.pdf"')
        .header('cache-control', 'private, no-store')
        .send(await deps.storage.read(certificate.pdfStorageKey));
    },
  );

  routes.get(
    '/api/certificate/credential',
    { schema: { tags, summary: 'The signed Open Badges 3.0 credential of one of your certificates', querystring: badgeQuery } },
    async (request, reply) => {
      const certificate = await ownedCertificate(request, request.query.badge_Id);
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="certificate-${certificate.certificateId}.json"`)
        .send(JSON.stringify(certificate.credential, null, 2));
    },
  );

  routes.post(
    '/api/certificate/verify',
    {
      config: { public: true, rateLimit: publicLimit },
      schema: { tags, summary: 'Verify a certificate by its id and the holder\'s exact name', body: verifyCertificateInputSchema, response: { 200: verifyCertificateResponseSchema, ...errors } },
    },
    async (request) => ({ msg: await verifyCertificate({ db: deps.db, tally }, request.body.certificateId, request.body.certificateName) }),
  );

  routes.patch(
    '/api/analytics/update-verifications',
    { config: { public: true, rateLimit: publicLimit }, schema: { tags, summary: 'Count a successful verification', response: { 200: z.object({ msg: z.number() }) } } },
    async () => ({ msg: await countVerification(deps.db) }),
  );

  routes.post(
    '/api/certificate/verify-credential',
    {
      config: { public: true, rateLimit: publicLimit },
      bodyLimit: 256 * 1024,
      schema: {
        tags,
        summary: 'Check an uploaded credential file step by step: signature, issuer key, dates, revocation',
        body: z.object({ credential: z.unknown() }),
        response: { 200: credentialCheckResponseSchema, ...errors },
      },
    },
    async (request) => {
      const statusOf = async (index: number) => {
        const [row] = await deps.db.select().from(certificates).where(eq(certificates.statusListIndex, index));
        return row?.revokedAt
          ? { revoked: true, revokedAt: row.revokedAt.toISOString(), ...(row.revokeReason ? { reason: row.revokeReason } : {}) }
          : { revoked: false };
      };
      const result = await verifyCredential(request.body.credential, { issuer: deps.issuer, isRevoked: statusOf });
      let certificate = null;
      const humanCode = (result.credential as { credentialSubject?: { achievement?: { humanCode?: unknown } } } | undefined)?.credentialSubject?.achievement?.humanCode;
      if (result.valid && typeof humanCode === 'string') {
        const [row] = await deps.db.select().from(certificates).where(eq(certificates.certificateId, humanCode));
        certificate = row ? toVerification(row) : null;
      }
      return { msg: { valid: result.valid, steps: result.steps, certificate } };
    },
  );

  const publicCertificate = z.object({ id: z.string().min(1).max(20) });
  const nameQuery = z.object({ name: z.string().max(200).default('') });

  routes.get(
    '/api/certificates/:id',
    {
      config: { public: true, rateLimit: publicLimit },
      schema: {
        tags,
        summary: 'A certificate\'s public page data (the id and the holder\'s name must both match)',
        params: publicCertificate,
        querystring: nameQuery,
        response: { 200: z.object({ msg: certificateVerificationSchema.extend({ linkedInUrl: z.string(), pageUrl: z.string() }) }), ...errors },
      },
    },
    async (request) => {
      const row = await findCertificateByIdAndName(deps.db, request.params.id, request.query.name);
      if (!row) throw new AppError('NOT_FOUND', notFound);
      const pageUrl = `${deps.publicUrl}${certificatePagePath(row.certificateId, row.holderName)}`;
      return {
        msg: {
          ...toVerification(row),
          pageUrl,
          linkedInUrl: linkedInAddToProfileUrl({ name: `${row.courseName} (${row.complexity})`, organizationName: branding.legalName, issued: row.issuedAt, certificateId: row.certificateId, certUrl: pageUrl }),
        },
      };
    },
  );

  routes.get(
    '/api/certificates/:id/credential',
    { config: { public: true, rateLimit: publicLimit }, schema: { tags, summary: 'The signed credential, by id and holder name', params: publicCertificate, querystring: nameQuery } },
    async (request, reply) => {
      const row = await findCertificateByIdAndName(deps.db, request.params.id, request.query.name);
      if (!row) throw new AppError('NOT_FOUND', notFound);
      return openToVerifiers(reply)
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="certificate-${row.certificateId}.json"`)
        .send(JSON.stringify(row.credential, null, 2));
    },
  );

  routes.get(
    '/api/certificates/status-list',
    { config: { public: true }, schema: { tags, summary: 'The Bitstring Status List (revocation) of every credential' } },
    async (_request, reply) => {
      const revoked = await deps.db
        .select({ index: certificates.statusListIndex, at: certificates.revokedAt })
        .from(certificates)
        .where(isNotNull(certificates.revokedAt));
      const latest = revoked.reduce((max, row) => Math.max(max, row.at?.getTime() ?? 0), 0);
      const credential = await buildStatusListCredential(
        revoked.map((row) => row.index),
        minimumStatusListLength,
        { statusListUrl: statusListUrl(deps.publicUrl), publicUrl: deps.publicUrl, key: deps.key, validFrom: new Date(latest || Date.UTC(2025, 0, 1)) },
      );
      return openToVerifiers(reply).type('application/vc+ld+json; charset=utf-8').header('cache-control', 'public, max-age=300').send(JSON.stringify(credential));
    },
  );

  routes.post(
    '/api/admin/certificates/:id/revoke',
    { config: adminsOnly, schema: { tags, summary: 'Revoke a certificate with a reason (admins)', params: publicCertificate, body: revokeCertificateInputSchema, response: { 200: z.object({ msg: z.string() }), ...errors } } },
    async (request) => {
      await revokeCertificate(deps, currentUser(request), request.params.id, request.body.reason);
      return { msg: 'The certificate has been revoked.' };
    },
  );

  app.get(didDocumentPath(deps.publicUrl), { schema: { tags, summary: "The provider's public key (did:web document)" } }, async (_request, reply) =>
    openToVerifiers(reply).type('application/did+json').header('cache-control', 'public, max-age=3600').send(deps.issuer.didDocument),
  );

  // A shared certificate link previews with its own title and description (crawlers run no JavaScript).
  const hasSocialImage = existsSync(join(webDistDir, socialImageFile));
  app.get('/certificates/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    const { name } = request.query as { name?: string };
    let page: string;
    try {
      page = await readFile(join(webDistDir, 'index.html'), 'utf8');
    } catch {
      return reply.callNotFound();
    }
    const row = name ? await findCertificateByIdAndName(deps.db, id, name) : null;
    if (row) {
      const title = `${row.holderName} — ${row.courseName} (${row.complexity}) · ${branding.productName}`;
      const description = `Certificate ${row.certificateId} issued by ${branding.legalName} on ${row.issuedAt.toISOString().slice(0, 10)}${row.revokedAt ? ' — revoked' : ''}. Verify it online.`;
      const url = `${deps.publicUrl}${certificatePagePath(row.certificateId, row.holderName)}`;
      const tagsHtml = [
        `<meta property="og:title" content="${escapeHtml(title)}">`,
        `<meta property="og:description" content="${escapeHtml(description)}">`,
        `<meta property="og:url" content="${escapeHtml(url)}">`,
        `<meta property="og:type" content="website">`,
        `<meta property="og:site_name" content="${escapeHtml(branding.productName)}">`,
        // The site's own preview image, when the web build has one: a preview with a picture gets noticed.
        ...(hasSocialImage ? [`<meta property="og:image" content="${escapeHtml(`${deps.publicUrl}/${socialImageFile}`)}">`] : []),
        `<meta name="twitter:card" content="${hasSocialImage ? 'summary_large_image' : 'summary'}">`,
      ].join('');
      page = page.replace(/<meta property="og:[^>]*>/g, '').replace('</head>', `${tagsHtml}</head>`);
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
  });
}
