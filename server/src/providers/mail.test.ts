import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.js';
import { mailsTo, strongPassword, uniqueEmail, uniqueName } from '../test/factories.js';

const received: { envelopeTo: string[]; mail: ParsedMail }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        received.push({ envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address), mail });
        callback();
      })
      .catch(callback);
  },
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Creds <no-reply@creds.test>' });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('mail over SMTP', () => {
  it('delivers the activation mail with a plain-text and a branded HTML part', async () => {
    const email = uniqueEmail('smtp');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: uniqueName('Mail Reader'), email, dob: '1992-07-01', password: strongPassword },
    });
    expect(response.statusCode).toBe(200);

    // Delivery is a background job: wait for it.
    await expect.poll(() => received.some((entry) => entry.envelopeTo.includes(email)), { timeout: 10_000 }).toBe(true);
    const delivery = received.find((entry) => entry.envelopeTo.includes(email));
    expect(delivery).toBeDefined();
    const { mail } = delivery!;
    expect(mail.from?.value[0]).toMatchObject({ name: 'Creds', address: 'no-reply@creds.test' });
    expect(mail.subject).toBe('Activate your Creds account');
    expect(mail.text).toMatch(/\/account-activate\?update_token=[A-Za-z0-9_-]{43}/);
    expect(mail.html).toContain('Activate my account');
    expect(mail.html).toContain('#0b2a5b');

    await expect.poll(async () => (await mailsTo(t.database.db, email))[0]?.status, { timeout: 10_000 }).toBe('sent');
  });
});

describe('when the SMTP server is down', () => {
  it('still registers the account and keeps the mail as failed, with its error', async () => {
    const down = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const email = uniqueEmail('smtp-down');
      const response = await down.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { username: uniqueName('Patient Person'), email, dob: '1992-07-01', password: strongPassword },
      });
      expect(response.statusCode).toBe(200);
      // The first delivery attempt fails; the job will retry with backoff, and the mail keeps its error.
      await expect.poll(async () => (await mailsTo(down.database.db, email))[0]?.status, { timeout: 10_000 }).toBe('failed');
      const [stored] = await mailsTo(down.database.db, email);
      expect(stored).toMatchObject({ transport: 'smtp', subject: 'Activate your Creds account' });
      expect(stored!.error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await down.close();
    }
  });
});
