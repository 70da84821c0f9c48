import {
  accreditationMessages,
  accreditationReviewBusinessDays,
  addBusinessDays,
  applicationResponseTextSchema,
  type ApplicationDetail,
  type ApplicationDocumentKind,
  type ApplicationStatus,
  type CurrentUser,
} from '@creds/contract';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { accreditationApplicationEvents, accreditationApplications } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { MultipartBody, UploadedFile } from '../../lib/multipart.js';
import { parseOrThrow } from '../../lib/validation.js';
import { applicationPageUrl, type AccreditationDeps } from './accreditation-deps.js';
import { informationReceivedMail } from './accreditation-mails.js';
import { assertTransition } from './accreditation.policy.js';
import { checkDocument, discardDocuments, recordDocuments, storeDocuments } from './application-documents.js';
import { getApplication } from './get-application.js';

const documentFields: ApplicationDocumentKind[] = ['registrationCertificate', 'programmeOutline', 'additional'];

/**
 * The applicant answers a request for more information, with corrected or additional documents if they
 * like (earlier documents stay on record). The application returns to the review queue, due again five
 * business days later.
 */
export async function respondToRequest(deps: AccreditationDeps, user: CurrentUser, applicationId: string, body: MultipartBody): Promise<ApplicationDetail> {
  const owned = and(eq(accreditationApplications.id, applicationId), eq(accreditationApplications.userId, user.id));
  const [current] = await deps.db.select({ status: accreditationApplications.status }).from(accreditationApplications).where(owned);
  if (!current) throw new AppError('NOT_FOUND', accreditationMessages.applicationNotFound);
  assertTransition('respond', current.status as ApplicationStatus);

  const { response } = parseOrThrow(z.object({ response: applicationResponseTextSchema }), body.fields);
  const documents: { kind: ApplicationDocumentKind; file: UploadedFile }[] = [];
  for (const kind of documentFields) {
    const file = await checkDocument(deps, body.files[kind], kind, false);
    if (file) documents.push({ kind, file });
  }

  const stored = await storeDocuments(deps, documents);
  let application: { reference: string; instituteName: string };
  try {
    application = await deps.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(accreditationApplications).where(owned).for('update');
      if (!locked) throw new AppError('NOT_FOUND', accreditationMessages.applicationNotFound);
      assertTransition('respond', locked.status as ApplicationStatus);
      const now = new Date();
      await tx
        .update(accreditationApplications)
        .set({ status: 'under review', applicantResponse: response, dueAt: addBusinessDays(now, accreditationReviewBusinessDays), updatedAt: now })
        .where(eq(accreditationApplications.id, locked.id));
      await recordDocuments(tx, locked.id, stored);
      const files = stored.length > 0 ? ` (${stored.length} ${stored.length === 1 ? 'document' : 'documents'} added)` : '';
      await tx.insert(accreditationApplicationEvents).values([
        { applicationId: locked.id, status: 'information provided', note: `${response}${files}`, actorId: user.id, createdAt: now },
        { applicationId: locked.id, status: 'under review', note: 'Back in the review queue', actorId: user.id, createdAt: new Date(now.getTime() + 1) },
      ]);
      return locked;
    });
  } catch (error) {
    await discardDocuments(deps, stored);
    throw error;
  }
  await deps.mailer.send(
    informationReceivedMail({ to: user.email, name: user.username, reference: application.reference, instituteName: application.instituteName, url: applicationPageUrl(deps.publicUrl, applicationId) }),
  );
  return getApplication(deps.db, user.id, applicationId);
}
