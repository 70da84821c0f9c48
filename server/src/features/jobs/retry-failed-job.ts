import { jobMessages, type JobName } from '@creds/contract';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { recordAudit } from '../../lib/audit.js';
import type { JobQueue } from '../../providers/jobs.js';

/** Puts a failed job back in its queue, and records who did; a job that is no longer failed is not found. */
export async function retryFailedJob(db: Database, jobs: Pick<JobQueue, 'retry'>, admin: { id: string }, name: JobName, id: string): Promise<void> {
  if (!(await jobs.retry(name, id))) throw new AppError('NOT_FOUND', jobMessages.notFailed);
  await recordAudit(db, { actorId: admin.id, action: 'job.retried', subjectType: 'job', subjectId: id, details: { queue: name } });
}
