import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { mailMessages } from '../../db/schema.js';
import type { JobQueue } from '../../providers/jobs.js';
import type { Mailer } from '../../providers/mail.js';
import type { FileStorage } from '../../providers/storage.js';
import { purgeExpiredRateLimits } from '../../plugins/rate-limit-store.js';
import { sendRenewalReminders } from '../accreditation/send-renewal-reminders.js';
import type { PaymentDeps } from '../payments/payment-deps.js';
import { reconcileOpenPayments } from '../payments/reconcile-payments.js';
import { sweepOrphanFiles } from './sweep-orphan-files.js';

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

declare module 'fastify' {
  interface FastifyInstance {
    /** Queues the recovery a (re)started instance owes to whatever a killed one left (see queueRecovery). */
    recoverAfterRestart(): Promise<void>;
  }
}

/**
 * After a start, perhaps after a crash: files a killed request stored without committing its rows are
 * swept, and every open payment is checked with the provider at once, whatever its age (a webhook may
 * have died with the process). Queued, so several instances starting together do it once.
 */
export async function queueRecovery(jobs: Pick<JobQueue, 'send'>): Promise<void> {
  await jobs.send('files.sweep', {}, { singletonKey: 'after-start' });
  await jobs.send('payments.reconcile', { minAgeMs: 0 }, { singletonKey: 'after-start' });
}

/** Every instance works every queue; the queue hands each job to one of them. */
export async function registerWorkers(
  jobs: JobQueue,
  deps: { db: Database; mailer: Mailer; payments: PaymentDeps; publicUrl: string; storage: FileStorage; orphanFileGraceMs: number },
): Promise<void> {
  await jobs.work<{ id: string }>('mail.deliver', ({ id }) => deps.mailer.deliver(id));
  await jobs.work('mail.requeue', async () => {
    await requeueStuckMail(deps.db, jobs);
  });
  await jobs.work<{ minAgeMs?: number }>('payments.reconcile', async (data) => {
    await reconcileOpenPayments(deps.payments, new Date(), { minAgeMs: data?.minAgeMs });
  });
  await jobs.work('files.sweep', async () => {
    await sweepOrphanFiles(deps, deps.orphanFileGraceMs);
  });
  // Each reminder is also claimed in the database, so a retried or overlapping run never sends one twice.
  await jobs.work('accreditation.renewal-reminders', async () => {
    await sendRenewalReminders({ db: deps.db, mailer: deps.mailer, publicUrl: deps.publicUrl });
  });
  await jobs.work('rate-limits.purge', async () => {
    await purgeExpiredRateLimits(deps.db);
  });
  await jobs.schedule('mail.requeue', '*/10 * * * *');
  await jobs.schedule('payments.reconcile', '*/10 * * * *');
  await jobs.schedule('files.sweep', '30 * * * *');
  await jobs.schedule('accreditation.renewal-reminders', '0 * * * *');
  await jobs.schedule('rate-limits.purge', '*/10 * * * *');
}
