import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { mailMessages } from '../../db/schema.js';
import type { JobQueue } from '../../providers/jobs.js';
import type { Mailer } from '../../providers/mail.js';
import type { PaymentDeps } from '../payments/payment-deps.js';
import { reconcileOpenPayments } from '../payments/reconcile-payments.js';

/** Mail recorded as queued whose job never ran (a crash between the two) is queued again. */
export async function requeueStuckMail(db: Database, jobs: Pick<JobQueue, 'send'>, now = new Date()): Promise<number> {
  const stuck = await db
    .select({ id: mailMessages.id })
    .from(mailMessages)
    .where(and(eq(mailMessages.status, 'queued'), lt(mailMessages.createdAt, new Date(now.getTime() - 5 * 60_000))))
    .limit(500);
  for (const mail of stuck) await jobs.send('mail.deliver', { id: mail.id }, { singletonKey: mail.id });
  return stuck.length;
}

/** Every instance works every queue; the queue hands each job to one of them. */
export async function registerWorkers(jobs: JobQueue, deps: { db: Database; mailer: Mailer; payments: PaymentDeps }): Promise<void> {
  await jobs.work<{ id: string }>('mail.deliver', ({ id }) => deps.mailer.deliver(id));
  await jobs.work('mail.requeue', async () => {
    await requeueStuckMail(deps.db, jobs);
  });
  await jobs.work('payments.reconcile', async () => {
    await reconcileOpenPayments(deps.payments);
  });
  await jobs.schedule('mail.requeue', '*/10 * * * *');
  await jobs.schedule('payments.reconcile', '*/10 * * * *');
}
