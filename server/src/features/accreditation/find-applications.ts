import type { ApplicationStatus, ApplicationSummary } from '@creds/contract';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accreditationApplications } from '../../db/schema.js';

/** The user's applications, newest first (a person applies for a handful of institutes at most). */
export async function findApplications(db: Database, userId: string): Promise<ApplicationSummary[]> {
  const rows = await db
    .select()
    .from(accreditationApplications)
    .where(eq(accreditationApplications.userId, userId))
    .orderBy(desc(accreditationApplications.createdAt))
    .limit(100);
  return rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    instituteName: row.instituteName,
    status: row.status as ApplicationStatus,
    paymentStatus: row.paymentStatus,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}
