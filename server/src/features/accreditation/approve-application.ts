import { accreditationMessages, addYearsIso, utcIsoDate, type ApplicationStatus, type CurrentUser } from '@creds/contract';
import { eq, sql } from 'drizzle-orm';
import { accreditationApplicationEvents, accreditationApplications, accreditedInstitutes, users } from '../../db/schema.js';
import { recordAudit } from '../../lib/audit.js';
import { formatCertificateDate } from '../certificates/certificate-pdf.js';
import { AppError } from '../../lib/errors.js';
import { applicationPageUrl, verificationPageUrl, type AccreditationDeps } from './accreditation-deps.js';
import { applicationApprovedMail } from './accreditation-mails.js';
import { assertNotOwnApplication, assertTransition } from './accreditation.policy.js';
import { unusedInstituteCertificateId } from './institute-certificate-id.js';
import { signInstituteCredential } from './institute-credential.js';
import { findListedInstitute, registryLockKey } from './institute-rows.js';

/**
 * Approve → list: the institute enters the registry with a new accreditation certificate number, its
 * period starting today and ending a year later, and the reviewer's optional public comment; its Open
 * Badges credential is signed once, outside the transaction, which re-checks the application under its
 * row lock (two reviewers approving at once list it once: the second is refused).
 */
export async function approveApplication(deps: AccreditationDeps, reviewer: CurrentUser, applicationId: string, comment?: string, now = new Date()): Promise<string> {
  const [found] = await deps.db
    .select({ application: accreditationApplications, email: users.email, name: users.username })
    .from(accreditationApplications)
    .innerJoin(users, eq(users.id, accreditationApplications.userId))
    .where(eq(accreditationApplications.id, applicationId));
  if (!found) throw new AppError('NOT_FOUND', accreditationMessages.applicationNotFound);
  const { application } = found;
  assertNotOwnApplication(reviewer, application.userId);
  assertTransition('approve', application.status as ApplicationStatus);

  const certificateId = await unusedInstituteCertificateId(deps.db);
  const startDate = utcIsoDate(now);
  const endDate = addYearsIso(startDate, 1);
  const publicComment = comment?.trim() || null;
  const credential = await signInstituteCredential(
    { certificateId, name: application.instituteName, country: application.country, link: application.website, startDate, endDate, instituteType: application.instituteType, publicUrl: deps.publicUrl },
    deps.key,
  );

  await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(accreditationApplications).where(eq(accreditationApplications.id, applicationId)).for('update');
    if (!locked) throw new AppError('NOT_FOUND', accreditationMessages.applicationNotFound);
    assertTransition('approve', locked.status as ApplicationStatus);
    // The institute may have been listed since it applied (another application, an admin, an import): never list it twice.
    await tx.execute(sql`select pg_advisory_xact_lock(${registryLockKey})`);
    const listed = await findListedInstitute(tx, locked.instituteName, locked.country);
    if (listed) throw new AppError('CONFLICT', accreditationMessages.listedMeanwhile(listed.certificateId));
    await tx.insert(accreditedInstitutes).values({
      certificateId,
      name: locked.instituteName,
      country: locked.country,
      startDate,
      endDate,
      comment: publicComment,
      link: locked.website,
      source: 'application',
      applicationId,
      userId: locked.userId,
      contactEmail: locked.contactEmail,
      yearsAccredited: 1,
      credential,
    });
    await tx
      .update(accreditationApplications)
      .set({ status: 'approved', reviewedBy: reviewer.id, decidedAt: now, dueAt: null, updatedAt: now })
      .where(eq(accreditationApplications.id, applicationId));
    await tx.insert(accreditationApplicationEvents).values({
      applicationId,
      status: 'approved',
      note: `Approved; accreditation certificate ${certificateId} issued for ${formatCertificateDate(startDate)} to ${formatCertificateDate(endDate)}`,
      actorId: reviewer.id,
      createdAt: now,
    });
    await recordAudit(tx, {
      actorId: reviewer.id,
      action: 'application.approved',
      subjectType: 'application',
      subjectId: applicationId,
      details: { reference: locked.reference, certificateId, startDate, endDate, comment: publicComment },
    });
  });

  await deps.mailer.send(
    applicationApprovedMail({
      to: found.email,
      name: found.name,
      reference: application.reference,
      instituteName: application.instituteName,
      url: applicationPageUrl(deps.publicUrl, applicationId),
      certificateId,
      startDate,
      endDate,
      verifyUrl: verificationPageUrl(deps.publicUrl, certificateId),
    }),
  );
  return certificateId;
}
