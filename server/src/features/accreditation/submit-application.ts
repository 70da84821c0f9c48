import { accreditationMessages, applicationFieldsSchema, type ApplicationDetail, type ApplicationStatus, type CurrentUser } from '@creds/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Transaction } from '../payments/payment-effects.js';
import { AppError } from '../../lib/errors.js';
import { accreditationApplicationEvents, accreditationApplications, users } from '../../db/schema.js';
import type { MultipartBody } from '../../lib/multipart.js';
import { randomCode } from '../../lib/secrets.js';
import { parseOrThrow } from '../../lib/validation.js';
import { getPrice } from '../fees/find-prices.js';
import { applicationPageUrl, type AccreditationDeps } from './accreditation-deps.js';
import { applicationReceivedMail } from './accreditation-mails.js';
import { checkDocument, discardDocuments, recordDocuments, storeDocuments } from './application-documents.js';
import { getApplication } from './get-application.js';
import { findListedInstitute } from './institute-rows.js';

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

/** Applications still on their way to a decision: a second one for the same institute would be a duplicate. */
const openStatuses: ApplicationStatus[] = ['submitted', 'under review', 'more information requested'];

/** The applicant's open application for an institute of this name (any case and spacing), if any. */
async function findOpenApplication(db: Database | Transaction, userId: string, instituteName: string): Promise<{ reference: string } | undefined> {
  const [open] = await db
    .select({ reference: accreditationApplications.reference })
    .from(accreditationApplications)
    .where(
      and(
        eq(accreditationApplications.userId, userId),
        inArray(accreditationApplications.status, openStatuses),
        sql`lower(regexp_replace(${accreditationApplications.instituteName}, '\\s+', ' ', 'g')) = ${instituteName.trim().replace(/\s+/g, ' ').toLowerCase()}`,
      ),
    )
    .limit(1);
  return open;
}

/**
 * Records an application for accreditation: the fields and documents are checked with the form's rules
 * (and the documents' content and language), the files stored and the application written in one
 * transaction. When any step fails nothing remains: no row, no stored file. It waits for its fee next.
 */
export async function submitApplication(deps: AccreditationDeps, user: CurrentUser, body: MultipartBody): Promise<ApplicationDetail> {
  const fields = parseOrThrow(applicationFieldsSchema, body.fields);
  const refuseIfOpen = async (db: Database | Transaction) => {
    const open = await findOpenApplication(db, user.id, fields.instituteName);
    if (open) {
      const message = accreditationMessages.alreadyApplied(open.reference);
      throw new AppError('CONFLICT', message, { instituteName: message });
    }
    // An institute already accredited renews; applying again would pay the first-year fee and list it twice.
    const listed = await findListedInstitute(db, fields.instituteName, fields.country);
    if (listed) {
      const message = accreditationMessages.alreadyAccredited(listed.certificateId);
      throw new AppError('CONFLICT', message, { instituteName: message });
    }
  };
  // Before the documents are stored, and again in the transaction that records the application (below).
  await refuseIfOpen(deps.db);
  const registrationCertificate = (await checkDocument(deps, body.files.registrationCertificate, 'registrationCertificate', true))!;
  const programmeOutline = (await checkDocument(deps, body.files.programmeOutline, 'programmeOutline', true))!;

  const stored = await storeDocuments(deps, [
    { kind: 'registrationCertificate', file: registrationCertificate },
    { kind: 'programmeOutline', file: programmeOutline },
  ]);
  const { declaration: _declared, ...values } = fields;
  let application: { id: string; reference: string } | undefined;
  try {
    for (let attempt = 0; !application; attempt++) {
      try {
        application = await deps.db.transaction(async (tx) => {
          // The applicant's row, locked, makes two applications sent at once (a double click) wait for each other.
          await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
          await refuseIfOpen(tx);
          const [row] = await tx
            .insert(accreditationApplications)
            .values({ ...values, reference: `AP-${randomCode(6)}`, userId: user.id, status: 'submitted', declaredAt: new Date() })
            .returning({ id: accreditationApplications.id, reference: accreditationApplications.reference });
          await recordDocuments(tx, row!.id, stored);
          await tx.insert(accreditationApplicationEvents).values({ applicationId: row!.id, status: 'submitted', note: 'Application submitted; waiting for the registration and first-year fee', actorId: user.id });
          return row!;
        });
      } catch (error) {
        // A clash of the random reference (one in a billion): draw another.
        if (!isUniqueViolation(error) || attempt >= 2) throw error;
      }
    }
  } catch (error) {
    await discardDocuments(deps, stored);
    throw error;
  }

  const feeCents = await getPrice(deps.db, 'accreditation.firstYear');
  await deps.mailer.send(
    applicationReceivedMail({ to: user.email, name: user.username, reference: application.reference, instituteName: fields.instituteName, url: applicationPageUrl(deps.publicUrl, application.id), feeCents }),
  );
  return getApplication(deps.db, user.id, application.id);
}
