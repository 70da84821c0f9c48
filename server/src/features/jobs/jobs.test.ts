import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages, payments } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe.js';
import { createEvaluation, createUser, signIn } from '../../test/factories.js';

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
    expect(jobs.json().msg.queues).toHaveProperty('mail.deliver');
    const userCookie = await signIn(t.app, user);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/jobs', headers: { cookie: userCookie } })).statusCode).toBe(403);
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
});
