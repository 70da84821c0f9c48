import { addDaysIso, addYearsIso, jobMessages, jobNames, utcIsoDate } from '@creds/contract';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accreditedInstitutes, auditLog, mailMessages, payments } from '../../db/schema.js';
import { createJobQueue } from '../../providers/jobs.js';
import { createInstitute } from '../../test/accreditation-fixtures.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe.js';
import { createEvaluation, createUser, mailsTo, signIn, uniqueEmail } from '../../test/factories.js';

describe('background jobs', () => {
  let t: TestApp;
  let fake: FakeStripe;
  beforeAll(async () => {
    fake = await startFakeStripe();
    // SMTP to a port nobody listens on: every delivery fails and is retried by the queue.
    t = await buildTestApp({
      SMTP_URL: 'smtp://127.0.0.1:9',
      STRIPE_SECRET_KEY: 'sk_test_jobs',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_jobs',
      STRIPE_WEBHOOK_SECRET: 'whsec_jobs',
      STRIPE_API_BASE: fake.baseUrl,
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('delivers mail through the queue and keeps a failed delivery visible to admins', async () => {
    const user = await createUser(t.database.db);
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    expect(response.statusCode).toBe(200);
    await expect.poll(async () => (await t.database.db.select().from(mailMessages).where(eq(mailMessages.to, user.email)))[0]?.status, { timeout: 15_000 }).toBe('failed');

    const admin = await signIn(t.app, await createUser(t.database.db, { role: 'admin' }));
    const jobs = await t.app.inject({ method: 'GET', url: '/api/admin/jobs', headers: { cookie: admin } });
    expect(jobs.statusCode).toBe(200);
    expect(jobs.json().msg.queues.map((queue: { name: string }) => queue.name)).toEqual([...jobNames]);
    const userCookie = await signIn(t.app, user);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/jobs', headers: { cookie: userCookie } })).statusCode).toBe(403);
  });

  it('lists a failed job with its error, and an admin runs it again once', async () => {
    const id = randomUUID();
    // A job that has used up its retries, as the queue leaves it (the workers would take any job sent now).
    await t.database.db.execute(
      sql`insert into pgboss.job (id, name, data, state, retry_count, output, completed_on) values (${id}, 'files.sweep', '{}', 'failed', 5, ${JSON.stringify({ message: 'disk full' })}::jsonb, now())`,
    );
    const expired = randomUUID();
    // What pg-boss records when it stops a job that ran past its time.
    await t.database.db.execute(
      sql`insert into pgboss.job (id, name, data, state, output, completed_on) values (${expired}, 'files.sweep', '{}', 'failed', '{"value":{"message":"job failed by timeout in active state"}}'::jsonb, now())`,
    );
    const adminUser = await createUser(t.database.db, { role: 'admin' });
    const admin = await signIn(t.app, adminUser);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/admin/jobs', headers: { cookie: admin } })).json().msg;
    expect(listed.failed).toContainEqual(expect.objectContaining({ id, name: 'files.sweep', error: 'disk full', retryCount: 5 }));
    expect(listed.failed[0]).not.toHaveProperty('data');
    expect(listed.failed).toContainEqual(expect.objectContaining({ id: expired, error: 'job failed by timeout in active state' }));
    const sweep = listed.queues.find((queue: { name: string }) => queue.name === 'files.sweep');
    expect(sweep).toEqual({ name: 'files.sweep', waiting: expect.any(Number), active: expect.any(Number), failed: expect.any(Number), completed: expect.any(Number) });
    expect(sweep.failed).toBeGreaterThanOrEqual(1);

    const user = await signIn(t.app, await createUser(t.database.db));
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/jobs/files.sweep/${id}/retry`, headers: { cookie: user } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/jobs/no.such-queue/${id}/retry`, headers: { cookie: admin } })).statusCode).toBe(400);

    const retried = await t.app.inject({ method: 'POST', url: `/api/admin/jobs/files.sweep/${id}/retry`, headers: { cookie: admin } });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ msg: jobMessages.retried });
    const after = (await t.app.inject({ method: 'GET', url: '/api/admin/jobs', headers: { cookie: admin } })).json().msg;
    expect(after.failed.map((job: { id: string }) => job.id)).not.toContain(id);
    const audit = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'job.retried'), eq(auditLog.subjectId, id)));
    expect(audit).toEqual([expect.objectContaining({ actorId: adminUser.id, subjectType: 'job', details: { queue: 'files.sweep' } })]);

    // A second click, or another admin's: the job is no longer failed, and nothing more is recorded.
    const again = await t.app.inject({ method: 'POST', url: `/api/admin/jobs/files.sweep/${id}/retry`, headers: { cookie: admin } });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ msg: jobMessages.notFailed, code: 'NOT_FOUND' });
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.subjectId, id))).toHaveLength(1);
  });

  it('the reconciliation sweep applies a payment whose webhook never came', async () => {
    const user = await createUser(t.database.db);
    const cookie = await signIn(t.app, user);
    const { badgeId } = await createEvaluation(t.database.db, user.id);
    const { clientSecret } = (await t.app.inject({ method: 'GET', url: `/api/badge/status/${badgeId}`, headers: { cookie } })).json().msg;
    const intentId = clientSecret.split('_secret_')[0] as string;
    fake.succeed(intentId);
    // Make the payment old enough for the sweep, then run the sweep's work directly.
    await t.database.db.update(payments).set({ createdAt: new Date(Date.now() - 15 * 60_000) }).where(eq(payments.intentId, intentId));
    const { reconcileOpenPayments } = await import('../payments/reconcile-payments.js');
    const { createStripeProvider } = await import('../../providers/payments/stripe-provider.js');
    const { createMailer } = await import('../../providers/mail.js');
    const changed = await reconcileOpenPayments({
      db: t.database.db,
      log: t.app.log,
      mailer: createMailer(t.config.mail, t.database.db, t.app.log),
      provider: createStripeProvider({ secretKey: 'sk_test_jobs', publishableKey: 'pk_test_jobs', webhookSecret: 'whsec_jobs', api: { host: '127.0.0.1', port: Number(new URL(fake.baseUrl).port), protocol: 'http' } }),
    });
    expect(changed).toBe(1);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.intentId, intentId));
    expect(payment!.status).toBe('succeeded');
  });

  it('schedules the hourly and ten-minute sweeps in the queue, not in a timer of one process', async () => {
    // Both drivers answer { rows }; the union of their result types is not spelled out.
    const { rows } = (await t.database.db.execute(sql`select name, cron from pgboss.schedule`)) as unknown as { rows: { name: string; cron: string }[] };
    expect(rows).toEqual(
      expect.arrayContaining([
        { name: 'accreditation.renewal-reminders', cron: '0 * * * *' },
        { name: 'rate-limits.purge', cron: '*/10 * * * *' },
        { name: 'payments.reconcile', cron: '*/10 * * * *' },
      ]),
    );
  });

  it('the renewal-reminder job sends a due reminder once, however many times it runs', async () => {
    const contact = uniqueEmail('reminder-job');
    const endDate = addDaysIso(utcIsoDate(), 20);
    const institute = await createInstitute(t.database.db, { startDate: addYearsIso(endDate, -1), endDate, contactEmail: contact });
    const quiet = { error: () => {}, warn: () => {}, info: () => {} } as unknown as Parameters<typeof createJobQueue>[1];
    // Another instance's queue: what its cron tick would enqueue, twice over.
    const other = await createJobQueue(t.database, quiet, { schedule: false });
    try {
      await other.send('accreditation.renewal-reminders', {});
      await other.send('accreditation.renewal-reminders', {});
    } finally {
      await other.stop();
    }
    const reminders = async () => (await mailsTo(t.database.db, contact)).filter((mail) => mail.subject.startsWith('Accreditation of'));
    await expect.poll(async () => (await reminders()).length, { timeout: 15_000 }).toBe(1);
    const [row] = await t.database.db.select().from(accreditedInstitutes).where(eq(accreditedInstitutes.id, institute.id));
    expect(row!.reminder30SentFor).toBe(endDate);
    // Both jobs have been worked by now (the queue is polled every half second): still one mail.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await reminders()).toHaveLength(1);
  });
});
