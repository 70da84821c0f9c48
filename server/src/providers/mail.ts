import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { mailMessages } from '../db/schema.js';
import type { JobQueue } from './jobs.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  readonly transport: 'outbox' | 'smtp';
  /**
   * Records the mail and has it delivered. With SMTP the delivery is a background job (retried with
   * backoff); it never fails the caller's work: a mail that cannot be delivered stays recorded with
   * its error.
   */
  send(mail: OutgoingMail): Promise<{ id: string; status: 'stored' | 'queued' | 'sent' | 'failed' }>;
  /** The job's work: delivers one recorded mail over SMTP; throws so the queue retries. */
  deliver(id: string): Promise<void>;
  close(): void;
}

const linkPattern = /https?:\/\/\S+/g;

export function createMailer(
  config: Config['mail'],
  db: Database,
  log: FastifyBaseLogger,
  jobs?: Pick<JobQueue, 'send'>,
): Mailer {
  const smtp = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;

  async function deliver(id: string): Promise<void> {
    if (!smtp) return;
    const [mail] = await db.select().from(mailMessages).where(eq(mailMessages.id, id));
    if (!mail || mail.status === 'sent') return;
    try {
      await smtp.sendMail({ from: config.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db.update(mailMessages).set({ status: 'failed', error: message }).where(eq(mailMessages.id, id));
      log.error({ to: mail.to, subject: mail.subject, err: error }, 'mail delivery failed');
      throw error;
    }
    await db.update(mailMessages).set({ status: 'sent', error: null, sentAt: new Date() }).where(eq(mailMessages.id, id));
  }

  return {
    transport: smtp ? 'smtp' : 'outbox',
    async send(mail) {
      if (!smtp) {
        const [row] = await db
          .insert(mailMessages)
          .values({ ...mail, transport: 'outbox', status: 'stored' })
          .returning({ id: mailMessages.id });
        // Without SMTP a developer reads mail in the log (or at /dev/mailbox): subject and links only.
        log.info({ to: mail.to, subject: mail.subject, links: mail.text.match(linkPattern) ?? [] }, 'mail stored in outbox');
        return { id: row!.id, status: 'stored' };
      }
      const [row] = await db.insert(mailMessages).values({ ...mail, transport: 'smtp', status: 'queued' }).returning({ id: mailMessages.id });
      const id = row!.id;
      if (jobs) {
        try {
          await jobs.send('mail.deliver', { id }, { singletonKey: id });
          return { id, status: 'queued' };
        } catch (error) {
          // The queue is down: deliver now rather than lose the mail (a sweep also re-queues stragglers).
          log.warn({ err: error }, 'could not queue a mail; delivering it now');
        }
      }
      try {
        await deliver(id);
        return { id, status: 'sent' };
      } catch {
        return { id, status: 'failed' };
      }
    },
    deliver,
    close() {
      smtp?.close();
    },
  };
}
