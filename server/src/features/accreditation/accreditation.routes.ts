import {
  accreditationFeesResponseSchema,
  accreditationMessages,
  accreditationPaymentResponseSchema,
  accreditationQueueQuerySchema,
  accreditationQueueResponseSchema,
  accreditationVerificationResponseSchema,
  adminInstitutesQuerySchema,
  adminInstitutesResponseSchema,
  apiErrorSchema,
  applicationDecisionInputSchema,
  applicationDecisionResponseSchema,
  applicationDetailResponseSchema,
  applicationListResponseSchema,
  applicationReviewResponseSchema,
  importInstitutesInputSchema,
  importResponseSchema,
  instituteInputSchema,
  institutesQuerySchema,
  institutesResponseSchema,
  maxImportBytes,
  renewalResponseSchema,
  saveInstituteResponseSchema,
} from '@creds/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accreditationApplicationFiles, accreditationApplications, accreditedInstitutes } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { sendStoredFile } from '../../lib/file-content.js';
import { readMultipart } from '../../lib/multipart.js';
import { adminsOnly, currentUser, reviewersOnly } from '../../plugins/auth.js';
import { verificationPageUrl, type AccreditationDeps } from './accreditation-deps.js';
import { renderAccreditationCertificatePdf } from './accreditation-certificate-pdf.js';
import { applicationOwnerScope } from './accreditation.policy.js';
import { addInstitute } from './add-institute.js';
import { renderApplicationFormPdf } from './application-form-pdf.js';
import { approveApplication } from './approve-application.js';
import { findAccreditationQueue } from './find-accreditation-queue.js';
import { findAdminInstitutes } from './find-admin-institutes.js';
import { findApplications } from './find-applications.js';
import { findInstitutes } from './find-institutes.js';
import { getAccreditationFees } from './get-accreditation-fees.js';
import { getApplicationReview } from './get-application-review.js';
import { getApplication } from './get-application.js';
import { getRenewal } from './get-renewal.js';
import { importInstitutes } from './import-institutes.js';
import { payApplication } from './pay-application.js';
import { payRenewal } from './pay-renewal.js';
import { rejectApplication } from './reject-application.js';
import { removeDemoInstitutes } from './remove-demo-institutes.js';
import { removeInstitute } from './remove-institute.js';
import { requestInformation } from './request-information.js';
import { respondToRequest } from './respond-to-request.js';
import { sendRenewalReminders } from './send-renewal-reminders.js';
import { submitApplication } from './submit-application.js';
import { updateInstitute } from './update-institute.js';
import { findInstituteByCertificateId, verifyAccreditation } from './verify-accreditation.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the renewal reminders that are due; the hourly job accreditation.renewal-reminders runs it (features/jobs/register-workers.ts). */
    sendRenewalReminders(now?: Date): Promise<number>;
  }
}

const tags = ['accreditation'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema };
const notice = z.object({ msg: z.string() });
const applicationParams = z.object({ id: z.uuid() });
const certificateParams = z.object({ certificateId: z.string().trim().min(1).max(60) });
const publicLimit = { max: 60, timeWindow: '1 minute' };

export function registerAccreditationRoutes(app: FastifyInstance, deps: AccreditationDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  app.decorate('sendRenewalReminders', (now?: Date) => sendRenewalReminders(deps, now));

  // ---- Public: the registry, fees, the printable form, verification -------------------------------

  routes.get(
    '/api/accreditation',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Institutes accredited today, by name (msg = the list). Optional search (name, any case); page and limit give one page and the total',
        querystring: institutesQuerySchema,
        response: { 200: institutesResponseSchema, ...errors },
      },
    },
    async (request) => findInstitutes(deps.db, request.query),
  );

  routes.get(
    '/api/accreditation/fees',
    { config: { public: true }, schema: { tags, summary: 'Accreditation fees from the price table, with the first ten years', response: { 200: accreditationFeesResponseSchema } } },
    async () => ({ msg: await getAccreditationFees(deps.db) }),
  );

  let formPdf: { key: string; bytes: Buffer } | null = null;
  routes.get(
    '/api/accreditation/application-form.pdf',
    { config: { public: true }, schema: { tags, summary: 'The printable application form (PDF), drawn from the same field list as the online form' } },
    async (_request, reply) => {
      const fees = await getAccreditationFees(deps.db);
      const key = `${fees.firstYearCents}/${fees.renewalCents}`;
      if (formPdf?.key !== key) formPdf = { key, bytes: await renderApplicationFormPdf({ publicUrl: deps.publicUrl, feeCents: fees.firstYearCents, renewalCents: fees.renewalCents }) };
      return reply
        .type('application/pdf')
        .header('content-disposition', 'attachment; filename="accreditation-application-form.pdf"')
        .header('cache-control', 'public, max-age=300')
        .send(formPdf.bytes);
    },
  );

  routes.get(
    '/api/accreditation/certificates/:certificateId',
    {
      config: { public: true, rateLimit: publicLimit },
      schema: { tags, summary: 'Verify an accreditation certificate: the institute and whether it is current, expired or withdrawn', params: certificateParams, response: { 200: accreditationVerificationResponseSchema, ...errors } },
    },
    async (request) => ({ msg: await verifyAccreditation(deps.db, deps.publicUrl, request.params.certificateId) }),
  );

  routes.get(
    '/api/accreditation/certificates/:certificateId/credential',
    { config: { public: true, rateLimit: publicLimit }, schema: { tags, summary: "The institute's signed Open Badges 3.0 credential", params: certificateParams } },
    async (request, reply) => {
      const row = await findInstituteByCertificateId(deps.db, request.params.certificateId);
      if (!row?.credential) throw new AppError('NOT_FOUND', accreditationMessages.certificateNotFound);
      return reply
        .type('application/vc+ld+json; charset=utf-8')
        .header('content-disposition', `attachment; filename="accreditation-${row.certificateId.replace(/[^A-Za-z0-9.-]/g, '_')}.json"`)
        .send(JSON.stringify(row.credential, null, 2));
    },
  );

  // ---- Applicants (signed in) ----------------------------------------------------------------------

  routes.post(
    '/api/accreditation/applications',
    {
      schema: {
        tags,
        summary: 'Apply for accreditation (multipart: the fields, declaration, registrationCertificate and programmeOutline files)',
        consumes: ['multipart/form-data'],
        response: { 200: applicationDetailResponseSchema, ...errors },
      },
    },
    async (request) => ({ msg: await submitApplication(deps, currentUser(request), await readMultipart(request)) }),
  );

  routes.get(
    '/api/accreditation/applications',
    { schema: { tags, summary: "The signed-in user's applications, newest first", response: { 200: applicationListResponseSchema, ...errors } } },
    async (request) => ({ msg: await findApplications(deps.db, currentUser(request).id) }),
  );

  routes.get(
    '/api/accreditation/applications/:id',
    { schema: { tags, summary: 'One application with its documents, timeline and institute', params: applicationParams, response: { 200: applicationDetailResponseSchema, ...errors } } },
    async (request) => ({ msg: await getApplication(deps.db, applicationOwnerScope(currentUser(request)), request.params.id) }),
  );

  routes.post(
    '/api/accreditation/applications/:id/payment',
    {
      schema: { tags, summary: 'Start or resume paying the registration and first-year fee (one payment per application)', params: applicationParams, response: { 200: accreditationPaymentResponseSchema, ...errors } },
    },
    async (request) => ({ msg: await payApplication(deps, currentUser(request), request.params.id) }),
  );

  routes.post(
    '/api/accreditation/applications/:id/response',
    {
      schema: {
        tags,
        summary: 'Answer a request for more information (multipart: response text; optional registrationCertificate, programmeOutline, additional files)',
        consumes: ['multipart/form-data'],
        params: applicationParams,
        response: { 200: applicationDetailResponseSchema, ...errors },
      },
    },
    async (request) => ({ msg: await respondToRequest(deps, currentUser(request), request.params.id, await readMultipart(request)) }),
  );

  routes.get(
    '/api/accreditation/applications/:id/files/:fileId',
    { schema: { tags, summary: 'A document of an application (its applicant, reviewers and admins only)', params: z.object({ id: z.uuid(), fileId: z.uuid() }) } },
    async (request, reply) => {
      const owner = applicationOwnerScope(currentUser(request));
      const [file] = await deps.db
        .select({ storageKey: accreditationApplicationFiles.storageKey, name: accreditationApplicationFiles.originalName })
        .from(accreditationApplicationFiles)
        .innerJoin(accreditationApplications, eq(accreditationApplications.id, accreditationApplicationFiles.applicationId))
        .where(and(eq(accreditationApplicationFiles.id, request.params.fileId), eq(accreditationApplications.id, request.params.id), owner ? eq(accreditationApplications.userId, owner) : undefined));
      if (!file) throw new AppError('NOT_FOUND', 'Document not found.');
      return sendStoredFile(reply, await deps.storage.read(file.storageKey), file.name, 'inline');
    },
  );

  routes.get(
    '/api/accreditation/applications/:id/certificate',
    { schema: { tags, summary: 'The accreditation certificate (PDF) of an approved application, with the current period', params: applicationParams } },
    async (request, reply) => {
      const owner = applicationOwnerScope(currentUser(request));
      const [row] = await deps.db
        .select({ institute: accreditedInstitutes })
        .from(accreditedInstitutes)
        .innerJoin(accreditationApplications, eq(accreditationApplications.id, accreditedInstitutes.applicationId))
        .where(and(eq(accreditationApplications.id, request.params.id), owner ? eq(accreditationApplications.userId, owner) : undefined));
      if (!row) throw new AppError('NOT_FOUND', 'No accreditation certificate has been issued for this application.');
      const { institute } = row;
      const pdf = await renderAccreditationCertificatePdf({
        certificateId: institute.certificateId,
        name: institute.name,
        country: institute.country,
        startDate: institute.startDate,
        endDate: institute.endDate,
        issuedOn: new Date(`${institute.startDate}T00:00:00Z`),
        verifyUrl: verificationPageUrl(deps.publicUrl, institute.certificateId),
      });
      return sendStoredFile(reply, pdf, `accreditation-certificate-${institute.certificateId}.pdf`, 'attachment', 'application/pdf');
    },
  );

  routes.get(
    '/api/accreditation/renewals/:certificateId',
    { schema: { tags, summary: "An institute's next renewal: fee, when it opens, its payment (the applicant or the institute's contact)", params: certificateParams, response: { 200: renewalResponseSchema, ...errors } } },
    async (request) => ({ msg: await getRenewal(deps, currentUser(request), request.params.certificateId) }),
  );

  routes.post(
    '/api/accreditation/renewals/:certificateId/payment',
    { schema: { tags, summary: 'Start or resume paying the renewal of the current period (one payment per period)', params: certificateParams, response: { 200: renewalResponseSchema, ...errors } } },
    async (request) => ({ msg: await payRenewal(deps, currentUser(request), request.params.certificateId) }),
  );

  // ---- Reviewers and admins ------------------------------------------------------------------------

  routes.get(
    '/api/admin/accreditation/applications',
    { config: reviewersOnly, schema: { tags, summary: 'The accreditation queue (reviewers): applications under review, earliest due first', querystring: accreditationQueueQuerySchema, response: { 200: accreditationQueueResponseSchema, ...errors } } },
    async (request) => {
      return { msg: await findAccreditationQueue(deps.db, request.query) };
    },
  );

  routes.get(
    '/api/admin/accreditation/applications/:id',
    { config: reviewersOnly, schema: { tags, summary: 'One application as a reviewer sees it', params: applicationParams, response: { 200: applicationReviewResponseSchema, ...errors } } },
    async (request) => {
      return { msg: await getApplicationReview(deps.db, request.params.id) };
    },
  );

  routes.post(
    '/api/admin/accreditation/applications/:id/decision',
    {
      config: reviewersOnly,
      schema: {
        tags,
        summary: 'Approve (listing the institute), reject with a reason, or request more information (reviewers)',
        params: applicationParams,
        body: applicationDecisionInputSchema,
        response: { 200: applicationDecisionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const reviewer = currentUser(request);
      const { body } = request;
      switch (body.decision) {
        case 'approve':
          return { msg: accreditationMessages.approved, certificateId: await approveApplication(deps, reviewer, request.params.id, body.comment) };
        case 'reject':
          await rejectApplication(deps, reviewer, request.params.id, body.reason);
          return { msg: accreditationMessages.rejected, certificateId: null };
        case 'request-information':
          await requestInformation(deps, reviewer, request.params.id, body.message);
          return { msg: accreditationMessages.informationRequested, certificateId: null };
      }
    },
  );

  // ---- Admins: the registry ------------------------------------------------------------------------

  routes.get(
    '/api/admin/accreditation/institutes',
    { config: adminsOnly, schema: { tags, summary: 'Every listed institute, any state (admins)', querystring: adminInstitutesQuerySchema, response: { 200: adminInstitutesResponseSchema, ...errors } } },
    async (request) => {
      return { msg: await findAdminInstitutes(deps.db, request.query) };
    },
  );

  routes.post(
    '/api/admin/accreditation/institutes',
    { config: adminsOnly, schema: { tags, summary: 'List an institute directly (admins); a blank certificate number gets a new one', body: instituteInputSchema, response: { 200: saveInstituteResponseSchema, ...errors } } },
    async (request) => ({ msg: 'The institute has been added.', institute: await addInstitute(deps.db, currentUser(request), request.body) }),
  );

  routes.put(
    '/api/admin/accreditation/institutes/:id',
    { config: adminsOnly, schema: { tags, summary: 'Correct a listed institute (admins)', params: applicationParams, body: instituteInputSchema, response: { 200: saveInstituteResponseSchema, ...errors } } },
    async (request) => ({ msg: 'The institute has been saved.', institute: await updateInstitute(deps, currentUser(request), request.params.id, request.body) }),
  );

  routes.delete(
    '/api/admin/accreditation/institutes/:id',
    { config: adminsOnly, schema: { tags, summary: 'Remove an institute from the list (admins); its number then verifies as withdrawn', params: applicationParams, response: { 200: notice, ...errors } } },
    async (request) => {
      await removeInstitute(deps.db, currentUser(request), request.params.id);
      return { msg: 'The institute has been removed from the list.' };
    },
  );

  routes.delete(
    '/api/admin/accreditation/demo-institutes',
    { config: adminsOnly, schema: { tags, summary: 'Remove every demo institute (admins)', response: { 200: z.object({ msg: z.string(), removed: z.number() }), ...errors } } },
    async (request) => {
      const removed = await removeDemoInstitutes(deps.db, currentUser(request));
      return { msg: removed === 0 ? 'There were no demo institutes.' : `${removed} demo ${removed === 1 ? 'institute was' : 'institutes were'} removed.`, removed };
    },
  );

  routes.post(
    '/api/admin/accreditation/import',
    {
      config: adminsOnly,
      bodyLimit: maxImportBytes + 64 * 1024,
      schema: {
        tags,
        summary: 'Import institutes from CSV text (admins): dryRun previews row by row; a file with any bad row imports nothing',
        body: importInstitutesInputSchema,
        response: { 200: importResponseSchema, ...errors },
      },
    },
    async (request) => ({ msg: await importInstitutes(deps.db, currentUser(request), request.body) }),
  );
}
