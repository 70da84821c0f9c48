import type { CurrentUser } from '@creds/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { certificates, evaluationEvents, evaluations, users } from '../../db/schema.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import type { Mailer } from '../../providers/mail.js';
import { certificateRevokedMail } from './certificate-mails.js';

/** An admin revokes a certificate with a reason: verification says so, and the status list sets its bit. */
export async function revokeCertificate(deps: { db: Database; mailer: Mailer }, admin: CurrentUser, certificateId: string, reason: string): Promise<void> {
  const holder = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(certificates).where(eq(certificates.certificateId, certificateId)).for('update');
    if (!row) throw new AppError('NOT_FOUND', 'Certificate not found.');
    if (row.revokedAt) throw new AppError('CONFLICT', 'This certificate is already revoked.');
    const now = new Date();
    await tx.update(certificates).set({ revokedAt: now, revokeReason: reason }).where(eq(certificates.id, row.id));
    await tx.update(evaluations).set({ status: 'revoked', updatedAt: now }).where(eq(evaluations.id, row.evaluationId));
    await tx.insert(evaluationEvents).values({ evaluationId: row.evaluationId, status: 'revoked', note: `Certificate revoked: ${reason}`, actorId: admin.id });
    await recordAudit(tx, { actorId: admin.id, action: 'certificate.revoked', subjectType: 'certificate', subjectId: certificateId, details: { reason } });
    const [user] = await tx.select({ email: users.email, name: users.username }).from(users).where(eq(users.id, row.userId));
    return { ...user!, courseName: row.courseName };
  });
  await deps.mailer.send(certificateRevokedMail({ to: holder.email, name: holder.name, courseName: holder.courseName, certificateId, reason }));
}
