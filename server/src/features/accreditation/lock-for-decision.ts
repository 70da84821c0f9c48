import { accreditationMessages, type ApplicationStatus, type CurrentUser } from '@creds/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accreditationApplications, users } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { assertNotOwnApplication, assertTransition, type ReviewAction } from './accreditation.policy.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The application a reviewer decides on, locked for the rest of the transaction, with the applicant
 * to tell: refused when it is missing, the reviewer's own, or not in a state that allows `action`.
 */
export async function lockApplicationForDecision(tx: Transaction, reviewer: CurrentUser, applicationId: string, action: ReviewAction) {
  const [row] = await tx
    .select({ application: accreditationApplications, email: users.email, name: users.username })
    .from(accreditationApplications)
    .innerJoin(users, eq(users.id, accreditationApplications.userId))
    .where(eq(accreditationApplications.id, applicationId))
    .for('update', { of: accreditationApplications });
  if (!row) throw new AppError('NOT_FOUND', accreditationMessages.applicationNotFound);
  assertNotOwnApplication(reviewer, row.application.userId);
  assertTransition(action, row.application.status as ApplicationStatus);
  return row;
}
