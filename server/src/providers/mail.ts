import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { mailMessages } from '../db/schema.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  readonly transport: 'outbox' | 'smtp';
  /**
   * Records the mail and delivers it. Never throws for a delivery failure: the mail is kept with
   * status 'failed' and its error, so nothing is lost and the caller's work stands.
   */
  send(mail: OutgoingMail): Promise<{ id: string; status: 'stored' | 'sent' | 'failed' }>;
  close(): void;
}

const linkPattern = /https?:\/\/\S+/g;

export function createMailer(config: Config['mail'], db: Database, log: FastifyBaseLogger): Mailer {
  const smtp = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;

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
      let status: 'sent' | 'failed' = 'sent';
      let error: string | null = null;
      try {
        await smtp.sendMail({ from: config.from, ...mail });
      } catch (caught) {
        status = 'failed';
        error = caught instanceof Error ? caught.message : String(caught);
        log.error({ to: mail.to, subject: mail.subject, err: caught }, 'mail delivery failed');
      }
      const [row] = await db
        .insert(mailMessages)
        .values({ ...mail, transport: 'smtp', status, error, sentAt: status === 'sent' ? new Date() : null })
        .returning({ id: mailMessages.id });
      return { id: row!.id, status };
    },
    close() {
      smtp?.close();
    },
  };
}
