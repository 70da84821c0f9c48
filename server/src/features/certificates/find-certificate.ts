import { normalizeHolderName, type CertificateVerification, type LevelLabel, type Level } from '@creds/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { appSettings, certificates } from '../../db/schema.js';
import { normalizeCertificateId } from './certificate-id.js';
import type { VerificationTally } from './verification-tally.js';

type CertificateRow = typeof certificates.$inferSelect;

/** What verification reads: never the credential (kilobytes of JSON a verifier does not see). */
const c = certificates;
const verificationColumns = {
  id: c.id,
  certificateId: c.certificateId,
  holderName: c.holderName,
  courseName: c.courseName,
  complexity: c.complexity,
  level: c.level,
  points: c.points,
  skills: c.skills,
  creditHours: c.creditHours,
  instituteName: c.instituteName,
  instituteCountry: c.instituteCountry,
  courseStartDate: c.courseStartDate,
  courseEndDate: c.courseEndDate,
  issuedAt: c.issuedAt,
  revokedAt: c.revokedAt,
  revokeReason: c.revokeReason,
};
type VerificationRow = Pick<CertificateRow, keyof typeof verificationColumns>;

export function toVerification(row: VerificationRow): CertificateVerification {
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
  return row && holderMatches(row, name) ? row : null;
}

function holderMatches(row: { holderName: string }, name: string): boolean {
  return normalizeHolderName(row.holderName) === normalizeHolderName(name);
}

const verificationQueries = new WeakMap<Database, ReturnType<typeof prepareVerificationQuery>>();

function prepareVerificationQuery(db: Database) {
  return db
    .select(verificationColumns)
    .from(certificates)
    .where(eq(certificates.certificateId, sql.placeholder('certificateId')))
    .prepare('verify_certificate');
}

/**
 * Verification is the busiest public call: its query is built once per database and prepared once
 * per connection, instead of being rebuilt, parsed and planned on every request.
 */
function verificationQuery(db: Database) {
  let query = verificationQueries.get(db);
  if (!query) verificationQueries.set(db, (query = prepareVerificationQuery(db)));
  return query;
}

/** POST certificate/verify: the certificate when id and name match; the tally counts the successful check. */
export async function verifyCertificate(
  deps: { db: Database; tally: VerificationTally },
  certificateId: string,
  name: string,
): Promise<CertificateVerification | null> {
  const [row] = await verificationQuery(deps.db).execute({ certificateId: normalizeCertificateId(certificateId) });
  if (!row || !holderMatches(row, name)) return null;
  deps.tally.record(row.id);
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
