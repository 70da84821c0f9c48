import { normalizeHolderName, type CertificateVerification, type LevelLabel, type Level } from '@creds/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { appSettings, certificates } from '../../db/schema.js';
import { normalizeCertificateId } from './certificate-id.js';

type CertificateRow = typeof certificates.$inferSelect;

export function toVerification(row: CertificateRow): CertificateVerification {
  return {
    id: row.certificateId,
    holderName: row.holderName,
    courseName: row.courseName,
    complexity: row.complexity as LevelLabel,
    level: row.level as Level,
    points: row.points,
    skills: row.skills,
    courseStartDate: row.courseStartDate,
    courseEndDate: row.courseEndDate,
    instituteName: row.instituteName,
    instituteCountry: row.instituteCountry,
    issuedOn: row.issuedAt.toISOString(),
    hoursCompleted: row.creditHours,
    revoked: row.revokedAt !== null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    revokeReason: row.revokeReason,
  };
}

/**
 * The certificate with this id whose holder has this name (trimmed, without case, spaces collapsed),
 * or null. Which of the two did not match is never told.
 */
export async function findCertificateByIdAndName(db: Database, certificateId: string, name: string): Promise<CertificateRow | null> {
  const [row] = await db.select().from(certificates).where(eq(certificates.certificateId, normalizeCertificateId(certificateId)));
  if (!row || normalizeHolderName(row.holderName) !== normalizeHolderName(name)) return null;
  return row;
}

/** POST certificate/verify: counts a successful check on the certificate. */
export async function verifyCertificate(db: Database, certificateId: string, name: string): Promise<CertificateVerification | null> {
  const row = await findCertificateByIdAndName(db, certificateId, name);
  if (!row) return null;
  await db.update(certificates).set({ verificationCount: sql`${certificates.verificationCount} + 1` }).where(eq(certificates.id, row.id));
  return toVerification(row);
}

/** PATCH analytics/update-verifications: the site-wide count of successful verifications. */
export async function countVerification(db: Database): Promise<number> {
  const [row] = await db
    .insert(appSettings)
    .values({ key: 'verifications_total', value: 1 })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: sql`to_jsonb((${appSettings.value})::int + 1)`, updatedAt: new Date() } })
    .returning({ value: appSettings.value });
  return Number(row?.value ?? 0);
}
