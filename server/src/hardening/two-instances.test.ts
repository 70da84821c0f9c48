import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type PostgresHandle } from '../db/client.js';
import { evaluations, mailMessages, payments } from '../db/schema.js';
import { startFakeStripe, type FakeStripe } from '../test/fake-stripe.js';
import { createEvaluation, createUser, type TestUser } from '../test/factories.js';
import { createProcessDatabase, freePort, httpRequest, startServerProcess, type ServerProcess } from '../test/server-process.js';

/**
 * Two real server processes on one PostgreSQL database, as two instances behind a load balancer: nothing
 * that matters may live in one process's memory. The embedded database belongs to a single process, so
 * this runs on PostgreSQL only.
 */
const webhookSecret = 'whsec_two_instances';
const signer = new Stripe('sk_test_signer');
const rateLimitMax = 20;

describe.runIf(Boolean(process.env.DATABASE_URL))('two server processes on one PostgreSQL (skipped without DATABASE_URL: the embedded database is one process\'s)', { timeout: 180_000 }, () => {
  let database: { url: string; drop: () => Promise<void> };
  let handle: PostgresHandle;
  let fake: FakeStripe;
  let a: ServerProcess;
  let b: ServerProcess;
  const delivered: { to: string; subject: string }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          for (const rcpt of session.envelope.rcptTo) delivered.push({ to: rcpt.address, subject: mail.subject ?? '' });
          callback();
        })
        .catch(callback);
    },
  });

  beforeAll(async () => {
    database = await createProcessDatabase();
    handle = openPostgres(database.url, 4);
    fake = await startFakeStripe();
    const smtpPort = await freePort();
    await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
    const env = {
      DATABASE_URL: database.url,
      SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
      STRIPE_SECRET_KEY: 'sk_test_two_instances',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_two_instances',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_BASE: fake.baseUrl,
      // Each scenario is a client of its own (X-Forwarded-For), so the scenarios' limits never meet.
      TRUST_PROXY: '1',
      RATE_LIMIT_MAX: String(rateLimitMax),
    };
    a = await startServerProcess(env, { takenPorts: [smtpPort] });
    b = await startServerProcess(env, { takenPorts: [smtpPort, a.port] });
  });

  afterAll(async () => {
    const exitCodes = await Promise.all([a?.stop(), b?.stop()]);
    await handle?.close();
    await database?.drop();
    await fake?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    expect(exitCodes, `${a?.output()}\n${b?.output()}`).toEqual([0, 0]);
  });

  const client = (ip: string) => ({ 'x-forwarded-for': ip });

  async function signInOn(server: ServerProcess, user: TestUser, ip: string): Promise<string> {
    const answer = await httpRequest(`${server.url}/api/auth/login`, { json: { email: user.email, password: user.password }, headers: client(ip) });
    expect(answer.status, answer.body).toBe(200);
    const cookie = [answer.headers['set-cookie'] ?? []].flat().find((value) => value.startsWith('creds_session='));
    return cookie!.split(';')[0]!;
  }

  it('a session made on one instance works on the other, and ends on both', async () => {
    const user = await createUser(handle.db);
    const cookie = await signInOn(a, user, '203.0.113.10');
    const me = await httpRequest(`${b.url}/api/auth/me`, { headers: { cookie, ...client('203.0.113.10') } });
    expect(me.status).toBe(200);
    expect(JSON.parse(me.body).msg.currentUser).toMatchObject({ email: user.email });

    expect((await httpRequest(`${b.url}/api/auth/logout`, { method: 'POST', headers: { cookie, ...client('203.0.113.10') } })).status).toBe(200);
    const afterLogout = await httpRequest(`${a.url}/api/auth/validate-session`, { method: 'POST', headers: { cookie, ...client('203.0.113.10') } });
    expect(afterLogout.status).toBe(401);
  });

  it('a job is done once: each queued mail reaches the SMTP server exactly once', async () => {
    const people = await Promise.all(Array.from({ length: 8 }, () => createUser(handle.db)));
    await Promise.all(
      people.map(async (person, index) => {
        const server = index % 2 === 0 ? a : b;
        const answer = await httpRequest(`${server.url}/api/auth/forgot-password`, { json: { email: person.email }, headers: client(`203.0.113.${20 + index}`) });
        expect(answer.status, answer.body).toBe(200);
      }),
    );
    const addresses = people.map((person) => person.email);
    await expect.poll(() => delivered.filter((mail) => addresses.includes(mail.to)).length, { timeout: 30_000, interval: 250 }).toBe(people.length);
    // Both instances poll the queue every half second: give a second delivery every chance to happen.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    for (const address of addresses) expect(delivered.filter((mail) => mail.to === address), address).toHaveLength(1);
    const rows = await handle.db.select({ status: mailMessages.status }).from(mailMessages).where(inArray(mailMessages.to, addresses));
    expect(rows.map((row) => row.status)).toEqual(addresses.map(() => 'sent'));
  });

  it('a rate limit holds across both: requests split between them count together', async () => {
    const ip = client('203.0.113.50');
    const statuses: number[] = [];
    for (let index = 0; index < rateLimitMax; index++) statuses.push((await httpRequest(`${(index % 2 === 0 ? a : b).url}/api/prices`, { headers: ip })).status);
    expect(statuses).toEqual(Array.from({ length: rateLimitMax }, () => 200));
    // Each instance has seen only half the limit, yet both refuse: the count is shared.
    const overA = await httpRequest(`${a.url}/api/prices`, { headers: ip });
    const overB = await httpRequest(`${b.url}/api/prices`, { headers: ip });
    expect([overA.status, overB.status]).toEqual([429, 429]);
    expect(JSON.parse(overB.body)).toEqual({ msg: 'Too many requests. Please wait a moment and try again.', code: 'RATE_LIMITED' });
    // Another client is not affected.
    expect((await httpRequest(`${b.url}/api/prices`, { headers: client('203.0.113.51') })).status).toBe(200);
  });

  it('a payment webhook delivered to both is applied once: one payment, one paid evaluation, one receipt', async () => {
    const user = await createUser(handle.db);
    const cookie = await signInOn(b, user, '203.0.113.60');
    const { badgeId, id: evaluationId } = await createEvaluation(handle.db, user.id);
    const createdBefore = fake.created();
    // The certificate is requested on both instances at once: one request, one PaymentIntent.
    const [onA, onB] = await Promise.all(
      [a, b].map((server) => httpRequest(`${server.url}/api/badge/status/${badgeId}`, { headers: { cookie, ...client('203.0.113.60') } })),
    );
    expect([onA!.status, onB!.status]).toEqual([200, 200]);
    const secrets = [onA!, onB!].map((answer) => JSON.parse(answer.body).msg.clientSecret as string);
    expect(secrets[0]).toBe(secrets[1]);
    expect(fake.created() - createdBefore).toBe(1);
    const intentId = secrets[0]!.split('_secret_')[0]!;

    const payload = JSON.stringify(fake.succeed(intentId));
    const deliveries = [a, b, a, b, a, b].map((server) =>
      httpRequest(`${server.url}/api/payments/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }), ...client('203.0.113.61') },
        body: payload,
      }),
    );
    for (const answer of await Promise.all(deliveries)) expect(answer.status, answer.body).toBe(200);

    const paymentRows = await handle.db.select().from(payments).where(eq(payments.intentId, intentId));
    expect(paymentRows.map((row) => row.status)).toEqual(['succeeded']);
    const [evaluation] = await handle.db.select().from(evaluations).where(eq(evaluations.id, evaluationId));
    expect(evaluation).toMatchObject({ status: 'pending', paymentStatus: 'succeeded' });
    const receipts = (await handle.db.select().from(mailMessages).where(eq(mailMessages.to, user.email))).filter((mail) => mail.subject.includes('receipt'));
    expect(receipts).toHaveLength(1);
    await expect.poll(() => delivered.filter((mail) => mail.to === user.email && mail.subject.includes('receipt')).length, { timeout: 30_000, interval: 250 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(delivered.filter((mail) => mail.to === user.email && mail.subject.includes('receipt'))).toHaveLength(1);
  });
});
