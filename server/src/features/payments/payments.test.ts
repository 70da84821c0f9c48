import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, evaluations, payments, prices, sandboxPaymentIntents } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe.js';
import { createEvaluation, createUser, mailsTo, signIn, type TestUser } from '../../test/factories.js';

const webhookSecret = 'whsec_test_secret';
const signer = new Stripe('sk_test_signer');

interface Harness {
  t: TestApp;
  /** Pays with a card number the way the browser would (sandbox) or Stripe would report it (stripe). */
  pay(cookie: string, clientSecret: string, intentId: string, number: string): Promise<void>;
  intentsCreated(): Promise<number>;
  close(): Promise<void>;
}

const declines: Record<string, { code: string; message: string }> = {
  '4000000000000002': { code: 'card_declined', message: 'Your card was declined.' },
  '4000000000009995': { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
};

async function deliverWebhook(t: TestApp, event: Record<string, unknown>, secret = webhookSecret) {
  const payload = JSON.stringify(event);
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  return t.app.inject({ method: 'POST', url: '/api/payments/webhook', payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
}

async function sandboxHarness(): Promise<Harness> {
  const t = await buildTestApp();
  return {
    t,
    async pay(cookie, clientSecret, _intentId, number) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/confirm',
        headers: { cookie },
        payload: { clientSecret, card: { number, expiry: '12 / 34', cvc: '123' } },
      });
      expect(response.statusCode).toBe(200);
    },
    intentsCreated: async () => (await t.database.db.select().from(sandboxPaymentIntents)).length,
    close: () => t.close(),
  };
}

let fake: FakeStripe;
async function stripeHarness(): Promise<Harness> {
  fake = await startFakeStripe();
  const t = await buildTestApp({
    STRIPE_SECRET_KEY: 'sk_test_creds',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_creds',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_BASE: fake.baseUrl,
  });
  return {
    t,
    async pay(_cookie, _clientSecret, intentId, number) {
      const decline = declines[number];
      const event = decline ? fake.decline(intentId, decline.code, decline.message) : fake.succeed(intentId, number.slice(-4));
      expect((await deliverWebhook(t, event)).statusCode).toBe(200);
    },
    intentsCreated: async () => fake.created(),
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
}

describe.each([
  ['sandbox', sandboxHarness],
  ['stripe', stripeHarness],
] as const)('payments with the %s provider', (kind, makeHarness) => {
  let h: Harness;
  let user: TestUser;
  let cookie: string;
  beforeAll(async () => {
    h = await makeHarness();
    user = await createUser(h.t.database.db);
    cookie = await signIn(h.t.app, user);
  });
  afterAll(() => h.close());

  const status = (badgeId: string, as = cookie) => h.t.app.inject({ method: 'GET', url: `/api/badge/status/${badgeId}`, headers: { cookie: as } });
  const intentOf = async (badgeId: string) => {
    const [row] = await h.t.database.db
      .select({ intentId: payments.intentId, clientSecret: payments.clientSecret })
      .from(payments)
      .innerJoin(evaluations, eq(evaluations.id, payments.subjectId))
      .where(eq(evaluations.badgeId, badgeId));
    return row!;
  };
  const evaluationRow = async (badgeId: string) => (await h.t.database.db.select().from(evaluations).where(eq(evaluations.badgeId, badgeId)))[0]!;

  it('the first status call requests the certificate and creates one intent, reused after', async () => {
    const { badgeId } = await createEvaluation(h.t.database.db, user.id);
    const before = await h.intentsCreated();
    const first = await status(badgeId);
    expect(first.statusCode).toBe(200);
    expect(first.json().msg).toMatchObject({
      exists: true,
      status: 'pending',
      paymentStatus: 'requires_payment_method',
      amount: 5,
      amountCents: 500,
      currency: 'usd',
      provider: kind,
      publishableKey: kind === 'stripe' ? 'pk_test_creds' : null,
      clientSecret: expect.stringMatching(/_secret_/),
    });
    const second = await status(badgeId);
    expect(second.json().msg.clientSecret).toBe(first.json().msg.clientSecret);
    expect(await h.intentsCreated()).toBe(before + 1);
    expect(await evaluationRow(badgeId)).toMatchObject({ status: 'pending', paymentStatus: 'requires_payment_method' });
  });

  it('never creates two intents for one badge, even under concurrent calls', async () => {
    const { badgeId } = await createEvaluation(h.t.database.db, user.id);
    const before = await h.intentsCreated();
    const answers = await Promise.all(Array.from({ length: 6 }, () => status(badgeId)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.json().msg.clientSecret)).size).toBe(1);
    expect(await h.intentsCreated()).toBe(before + 1);
  });

  it('a good card pays: paid state, receipt with the last four digits, history done', async () => {
    const { badgeId } = await createEvaluation(h.t.database.db, user.id, { courseName: 'Receipt Course' });
    await status(badgeId);
    const { intentId, clientSecret } = await intentOf(badgeId);
    await h.pay(cookie, clientSecret!, intentId!, '4242424242424242');

    const paid = (await status(badgeId)).json().msg;
    expect(paid).toMatchObject({ paymentStatus: 'succeeded', clientSecret: null, card: { last4: '4242' }, paidAt: expect.any(String) });
    const history = (await h.t.app.inject({ method: 'GET', url: '/api/badge/history?search=receipt', headers: { cookie } })).json().msg.data;
    expect(history[0]).toMatchObject({ status: 'pending', paymentStatus: 'succeeded' });
    const receipts = (await mailsTo(h.t.database.db, user.email)).filter((mail) => mail.subject.includes('receipt'));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain('ending in 4242');
    expect(receipts[0]!.text).toContain('$5.00');
    expect(receipts[0]!.text).toContain('Receipt Course');
  });

  it.each([
    ['4000000000000002', 'Your card was declined.'],
    ['4000000000009995', 'Your card has insufficient funds.'],
  ])('card %s fails with "%s", and a good card can pay after', async (number, message) => {
    const { badgeId } = await createEvaluation(h.t.database.db, user.id);
    await status(badgeId);
    const { intentId, clientSecret } = await intentOf(badgeId);
    await h.pay(cookie, clientSecret!, intentId!, number);
    expect((await status(badgeId)).json().msg).toMatchObject({ paymentStatus: 'requires_payment_method', failureMessage: message });
    await h.pay(cookie, clientSecret!, intentId!, '4242424242424242');
    expect((await status(badgeId)).json().msg).toMatchObject({ paymentStatus: 'succeeded', failureMessage: null });
  });

  it("answers another user's badge id as a missing one: exists false (spec: the page then goes to /history)", async () => {
    const { badgeId } = await createEvaluation(h.t.database.db, user.id);
    const stranger = await signIn(h.t.app, await createUser(h.t.database.db));
    const foreign = await status(badgeId, stranger);
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json()).toEqual({ msg: { exists: false } });
    expect(foreign.body).toBe((await status('NOSUCHBADGE')).body);
    expect((await evaluationRow(badgeId)).status).toBe('not requested');
  });

  it('waives the payment when the price is 0: pending with payment succeeded', async () => {
    await h.t.database.db.update(prices).set({ amount: 0 }).where(eq(prices.key, 'evaluation.individual'));
    try {
      const { badgeId } = await createEvaluation(h.t.database.db, user.id);
      expect((await status(badgeId)).json().msg).toMatchObject({ waived: true, provider: 'waiver', paymentStatus: 'succeeded', amount: 0 });
      expect(await evaluationRow(badgeId)).toMatchObject({ status: 'pending', paymentStatus: 'succeeded' });
    } finally {
      await h.t.database.db.update(prices).set({ amount: 500 }).where(eq(prices.key, 'evaluation.individual'));
    }
  });

  it('lets an admin refund within 7 days, never after', async () => {
    const admin = await signIn(h.t.app, await createUser(h.t.database.db, { role: 'admin' }));
    const refund = (paymentId: string, as = admin) => h.t.app.inject({ method: 'POST', url: `/api/admin/payments/${paymentId}/refund`, headers: { cookie: as } });
    const paidBadge = async () => {
      const { badgeId } = await createEvaluation(h.t.database.db, user.id, { courseName: 'Refund Course' });
      await status(badgeId);
      const { intentId, clientSecret } = await intentOf(badgeId);
      await h.pay(cookie, clientSecret!, intentId!, '4242424242424242');
      const [payment] = await h.t.database.db.select().from(payments).where(eq(payments.intentId, intentId!));
      return { badgeId, paymentId: payment!.id };
    };

    const recent = await paidBadge();
    expect((await refund(recent.paymentId, cookie)).statusCode).toBe(403);
    const done = await refund(recent.paymentId);
    expect(done.statusCode).toBe(200);
    expect(await evaluationRow(recent.badgeId)).toMatchObject({ status: 'refunded', paymentStatus: 'refunded' });
    expect((await mailsTo(h.t.database.db, user.email))[0]!.subject).toBe('Your Creds payment was refunded');
    const logged = await h.t.database.db.select().from(auditLog).where(eq(auditLog.subjectId, recent.badgeId));
    expect(logged).toEqual([expect.objectContaining({ action: 'payment.refunded', subjectType: 'evaluation', details: { amountCents: 500, purpose: 'evaluation' } })]);
    expect((await refund(recent.paymentId)).statusCode).toBe(409);

    // Verified, then refunded within the window: the certificate was not paid for, so it is revoked.
    const certified = await paidBadge();
    const reviewer = await signIn(h.t.app, await createUser(h.t.database.db, { role: 'reviewer' }));
    const decision = await h.t.app.inject({ method: 'PATCH', url: `/api/badge/history/${certified.badgeId}/status`, headers: { cookie: reviewer }, payload: { status: 'verified' } });
    const { certificateId } = decision.json() as { certificateId: string };
    // Confirmed on a page opened before the certificate was issued (it said nothing would be revoked): refused, nothing refunded.
    const refundAs = (paymentId: string, expectedCertificateId: string | null) =>
      h.t.app.inject({ method: 'POST', url: `/api/admin/payments/${paymentId}/refund`, headers: { cookie: admin }, payload: { expectedCertificateId } });
    const stale = await refundAs(certified.paymentId, null);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe(
      `Since you opened this page, certificate ${certificateId} was issued for this payment, and a refund would take it back too. Nothing was refunded: check the page again, then refund.`,
    );
    expect(await evaluationRow(certified.badgeId)).toMatchObject({ status: 'verified', paymentStatus: 'succeeded' });
    expect((await refundAs(certified.paymentId, certificateId)).statusCode).toBe(200);
    const [refundEntry] = await h.t.database.db.select().from(auditLog).where(and(eq(auditLog.subjectId, certified.badgeId), eq(auditLog.action, 'payment.refunded')));
    expect(refundEntry?.details).toEqual({ amountCents: 500, purpose: 'evaluation', revokedCertificateId: certificateId });
    const check = await h.t.app.inject({ method: 'POST', url: '/api/certificate/verify', payload: { certificateId, certificateName: user.username } });
    expect(check.json().msg).toMatchObject({ revoked: true, revokeReason: 'The payment for this certificate was refunded.' });
    expect(await evaluationRow(certified.badgeId)).toMatchObject({ status: 'refunded', paymentStatus: 'refunded' });
    const [refundMessage] = await mailsTo(h.t.database.db, user.email);
    expect(refundMessage!.subject).toBe('Your Creds payment was refunded');
    expect(refundMessage!.text).toContain(`the certificate ${certificateId} was not paid for, it has been revoked`);

    const old = await paidBadge();
    await h.t.database.db.update(payments).set({ paidAt: new Date(Date.now() - 8 * 86_400_000) }).where(eq(payments.id, old.paymentId));
    const late = await refund(old.paymentId);
    expect(late.statusCode).toBe(409);
    expect(late.json().msg).toBe('Refunds are available within 7 days of payment.');
  });
});

describe('the stripe provider only', () => {
  let t: TestApp;
  let user: TestUser;
  let cookie: string;
  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await buildTestApp({ STRIPE_SECRET_KEY: 'sk_test_creds', STRIPE_PUBLISHABLE_KEY: 'pk_test_creds', STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_BASE: fake.baseUrl });
    user = await createUser(t.database.db);
    cookie = await signIn(t.app, user);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  async function requested() {
    const { badgeId } = await createEvaluation(t.database.db, user.id);
    const msg = (await t.app.inject({ method: 'GET', url: `/api/badge/status/${badgeId}`, headers: { cookie } })).json().msg;
    const intentId = msg.clientSecret.split('_secret_')[0] as string;
    return { badgeId, intentId };
  }

  it('creates the intent in usd with the badge and user in its metadata', async () => {
    const { badgeId, intentId } = await requested();
    expect(fake.intents.get(intentId)).toMatchObject({ amount: 500, currency: 'usd', metadata: { badgeId, userId: user.id, purpose: 'evaluation' } });
  });

  it('handles a webhook replayed ten times once', async () => {
    const { intentId } = await requested();
    const event = fake.succeed(intentId);
    for (let i = 0; i < 10; i++) expect((await deliverWebhook(t, event)).statusCode).toBe(200);
    const receipts = (await mailsTo(t.database.db, user.email)).filter((mail) => mail.subject.includes('receipt'));
    expect(receipts).toHaveLength(1);
  });

  it('ignores a failure that arrives after the success', async () => {
    const { intentId } = await requested();
    const success = fake.succeed(intentId);
    const lateFailure = { ...fake.decline(intentId, 'card_declined', 'Your card was declined.'), id: 'evt_late_failure' };
    fake.intents.get(intentId)!.status = 'succeeded';
    await deliverWebhook(t, success);
    await deliverWebhook(t, lateFailure);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.intentId, intentId));
    expect(payment!.status).toBe('succeeded');
  });

  it('refuses an unsigned or tampered webhook with 400', async () => {
    const { intentId } = await requested();
    const event = fake.succeed(intentId);
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/payments/webhook', payload: JSON.stringify(event), headers: { 'content-type': 'application/json' } });
    expect(unsigned.statusCode).toBe(400);
    const wrongSecret = await deliverWebhook(t, event, 'whsec_attacker');
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json().msg).toBe('Invalid webhook signature.');
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.intentId, intentId));
    expect(payment!.status).toBe('requires_payment_method');
  });

  it('heals a lost webhook on the next status call', async () => {
    const { badgeId, intentId } = await requested();
    fake.succeed(intentId, '1881');
    const msg = (await t.app.inject({ method: 'GET', url: `/api/badge/status/${badgeId}`, headers: { cookie } })).json().msg;
    expect(msg).toMatchObject({ paymentStatus: 'succeeded', card: { brand: 'visa', last4: '1881' } });
  });
});

describe('the sandbox provider only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('checks the card like the card fields do, and never stores its number', async () => {
    const user = await createUser(t.database.db);
    const cookie = await signIn(t.app, user);
    const { badgeId } = await createEvaluation(t.database.db, user.id);
    const { clientSecret } = (await t.app.inject({ method: 'GET', url: `/api/badge/status/${badgeId}`, headers: { cookie } })).json().msg;
    const confirm = (card: Record<string, string>, as = cookie) =>
      t.app.inject({ method: 'POST', url: '/api/payments/sandbox/confirm', headers: { cookie: as }, payload: { clientSecret, card } });

    const bad = await confirm({ number: '4242 4242 4242 4241', expiry: '01 / 20', cvc: '1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      number: 'Your card number is invalid.',
      expiry: "Your card's expiration year is in the past.",
      cvc: "Your card's security code is incomplete.",
    });
    const stranger = await signIn(t.app, await createUser(t.database.db));
    expect((await confirm({ number: '4242424242424242', expiry: '12/34', cvc: '123' }, stranger)).statusCode).toBe(404);

    expect((await confirm({ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' })).json().msg).toEqual({ status: 'succeeded', error: null });
    const stored = JSON.stringify([
      await t.database.db.select().from(payments),
      await t.database.db.select().from(sandboxPaymentIntents),
    ]);
    expect(stored).toContain('4242');
    expect(stored).not.toContain('4242424242424242');
  });
});
