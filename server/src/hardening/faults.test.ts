import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request as httpRequestRaw } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, openPostgres, type Database, type PostgresHandle } from '../db/client.js';
import { evaluationFiles, evaluations, mailMessages } from '../db/schema.js';
import { startFakeStripe, type FakeStripe } from '../test/fake-stripe.js';
import { createUser, type TestUser } from '../test/factories.js';
import { courseDescription, multipart, pngBytes } from '../test/files.js';
import { postgresBinDir, startOwnPostgres, type OwnPostgres } from '../test/own-postgres.js';
import { adminQuery, databaseUrlFor } from '../test/postgres.js';
import { createProcessDatabase, httpRequest, startServerProcess, type HttpAnswer, type ServerProcess } from '../test/server-process.js';

const unavailable = { msg: 'The service is temporarily unavailable. Please try again shortly.', code: 'UNAVAILABLE' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signInOn(server: ServerProcess, user: TestUser, ip: string): Promise<string> {
  const answer = await httpRequest(`${server.url}/api/auth/login`, { json: { email: user.email, password: user.password }, headers: { 'x-forwarded-for': ip } });
  expect(answer.status, answer.body).toBe(200);
  const cookie = [answer.headers['set-cookie'] ?? []].flat().find((value) => value.startsWith('creds_session='));
  return cookie!.split(';')[0]!;
}

const binDir = postgresBinDir();

/**
 * PostgreSQL stops for ten seconds under load and starts again. A cluster of the test's own (the shared
 * one is never stopped), so this runs in the PostgreSQL configuration, where initdb and pg_ctl exist.
 */
describe.runIf(Boolean(process.env.DATABASE_URL && binDir))(
  'the database stops for 10 s under load (PostgreSQL only: skipped on the embedded database, which lives in the process, or without initdb/pg_ctl)',
  { timeout: 180_000 },
  () => {
    let own: OwnPostgres;
    let databaseUrl: string;
    let handle: PostgresHandle;
    let server: ServerProcess;
    let cookie: string;

    beforeAll(async () => {
      own = await startOwnPostgres(binDir!);
      await adminQuery(own.url, 'create database creds_faults');
      databaseUrl = databaseUrlFor(own.url, 'creds_faults');
      // The server migrates its own database at start, as in production.
      server = await startServerProcess({ DATABASE_URL: databaseUrl, TRUST_PROXY: '1', RATE_LIMIT_MAX: '1000000' });
      handle = openPostgres(databaseUrl, 2);
      const user = await createUser(handle.db);
      cookie = await signInOn(server, user, '203.0.113.1');
    });

    afterAll(async () => {
      const exitCode = await server?.stop();
      await handle?.close();
      await own?.destroy();
      expect(exitCode, server?.output()).toBe(0);
    });

    it('answers 503 with a clear message (never 500) while it is down, says not ready, and serves again without a restart', async () => {
      interface Call {
        at: number;
        path: string;
        answer: HttpAnswer | null;
        ms: number;
      }
      const calls: Call[] = [];
      const requests = [
        { path: '/api/badge/history', options: { headers: { cookie, 'x-forwarded-for': '203.0.113.1' } } },
        { path: '/api/certificate/verify', options: { json: { certificateId: '12345678', certificateName: 'Nobody Known' } } },
        { path: '/api/accreditation', options: {} },
        { path: '/api/ready', options: {} },
        { path: '/api/health', options: {} },
      ];
      let stopped = false;
      let address = 0;
      const worker = async (offset: number) => {
        for (let i = offset; !stopped; i++) {
          const request = requests[i % requests.length]!;
          address += 1;
          const headers = { 'x-forwarded-for': `198.51.${(address >> 8) & 255}.${address & 255}`, ...('headers' in request.options ? request.options.headers : {}) };
          const started = Date.now();
          const answer = await httpRequest(`${server.url}${request.path}`, { ...request.options, headers }).catch(() => null);
          calls.push({ at: started, path: request.path, answer, ms: Date.now() - started });
          await sleep(20);
        }
      };
      const workers = Array.from({ length: 6 }, (_, i) => worker(i));
      const pid = server.child.pid;

      await sleep(2_000);
      const stoppingAt = Date.now();
      await own.stop();
      const downFrom = Date.now();
      await sleep(10_000);
      const downUntil = Date.now();
      await own.start();
      const upAt = Date.now();
      // Service comes back by itself: the pool opens new connections on the next requests.
      let recoveredAt = 0;
      while (!recoveredAt && Date.now() - upAt < 20_000) {
        await sleep(250);
        const recent = calls.filter((call) => call.at > upAt + 250 && call.path === '/api/badge/history');
        if (recent.length >= 2 && recent.slice(-2).every((call) => call.answer?.status === 200)) recoveredAt = Date.now();
      }
      await sleep(2_000);
      stopped = true;
      await Promise.all(workers);

      const show = (call: Call) => `${call.path} → ${call.answer ? `${call.answer.status} ${call.answer.body.slice(0, 120)}` : 'no answer'}`;
      // Never a 500, never a dropped connection: the process stays up throughout.
      expect(calls.filter((call) => !call.answer || call.answer.status >= 500 && call.answer.status !== 503).map(show)).toEqual([]);
      expect(server.child.exitCode).toBeNull();
      expect(server.child.pid).toBe(pid);

      // Before: every call served.
      const before = calls.filter((call) => call.at + call.ms < stoppingAt);
      expect(before.length).toBeGreaterThan(10);
      expect(before.filter((call) => call.answer!.status !== 200).map(show)).toEqual([]);

      // While down (from a second in, so calls begun before the stop do not count): the API answers 503 with
      // the message, readiness says the database is down, liveness still answers.
      const during = calls.filter((call) => call.at > downFrom + 1_000 && call.at + call.ms < downUntil);
      const api = during.filter((call) => call.path !== '/api/ready' && call.path !== '/api/health');
      expect(api.length).toBeGreaterThan(20);
      for (const call of api) {
        expect(call.answer!.status, show(call)).toBe(503);
        expect(JSON.parse(call.answer!.body)).toEqual({ ...unavailable, requestId: expect.any(String) });
      }
      const ready = during.filter((call) => call.path === '/api/ready');
      expect(ready.length).toBeGreaterThan(3);
      for (const call of ready) {
        expect(call.answer!.status).toBe(503);
        expect(JSON.parse(call.answer!.body)).toMatchObject({ status: 'unavailable', database: 'down' });
      }
      expect(during.filter((call) => call.path === '/api/health').every((call) => call.answer!.status === 200)).toBe(true);
      // A refused call is answered promptly, not left hanging until a client gives up.
      expect(Math.max(...api.map((call) => call.ms))).toBeLessThan(6_000);

      // After: back to 200 everywhere, soon after the database returns.
      expect(recoveredAt, 'the service came back within 20 s of the database').toBeGreaterThan(0);
      const after = calls.filter((call) => call.at > recoveredAt);
      expect(after.length).toBeGreaterThan(10);
      expect(after.filter((call) => call.answer!.status !== 200).map(show)).toEqual([]);
      console.warn(
        `database outage: ${calls.length} calls; ${api.length} API calls while down, all 503 (slowest ${Math.max(...api.map((call) => call.ms))} ms); ` +
          `service back ${((recoveredAt - upAt) / 1000).toFixed(1)} s after the database started`,
      );
    });
  },
);

/**
 * A server process killed with SIGKILL in the middle of a submission and of a payment webhook, then
 * started again on the same database and data directory: no half-written evaluation, no stored file
 * that no row refers to, and no paid evaluation missing from the review queue. Runs on the embedded
 * database and on PostgreSQL; the cases that stop a transaction half-way need PostgreSQL's locks.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const webhookSecret = 'whsec_faults';
const signer = new Stripe('sk_test_signer');

describe('kill -9 in the middle of work, then a restart', { timeout: 240_000 }, () => {
  let fake: FakeStripe;
  let dataDir: string;
  let env: Record<string, string>;
  let processDatabase: { url: string; drop: () => Promise<void> } | undefined;
  let handle: PostgresHandle | undefined;
  let server: ServerProcess;
  let applicant: TestUser;
  let reviewer: TestUser;
  let applicantCookie: string;
  let reviewerCookie: string;

  /** On PostgreSQL the test reads the database beside the server; the embedded one is the server's alone. */
  const db = (): Database => handle!.db;

  beforeAll(async () => {
    fake = await startFakeStripe();
    dataDir = mkdtempSync(join(tmpdir(), 'creds-faults-'));
    if (onPostgres) {
      processDatabase = await createProcessDatabase();
      handle = openPostgres(processDatabase.url, 2);
      applicant = await createUser(handle.db, { username: 'Kill Nine Applicant' });
      reviewer = await createUser(handle.db, { role: 'reviewer' });
    } else {
      // Accounts made before the server starts: while it runs, the embedded database is its alone.
      const embedded = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') });
      await embedded.migrate();
      applicant = await createUser(embedded.db, { username: 'Kill Nine Applicant' });
      reviewer = await createUser(embedded.db, { role: 'reviewer' });
      await embedded.close();
    }
    env = {
      DATABASE_URL: processDatabase?.url ?? '',
      DATA_DIR: dataDir,
      STRIPE_SECRET_KEY: 'sk_test_faults',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_faults',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_BASE: fake.baseUrl,
      // The sweep after a restart may delete any unreferenced file older than a second: nothing else runs here.
      ORPHAN_FILE_GRACE_SECONDS: '1',
      TRUST_PROXY: '1',
      RATE_LIMIT_MAX: '100000',
    };
    server = await startServerProcess(env);
    applicantCookie = await signInOn(server, applicant, '203.0.113.20');
    reviewerCookie = await signInOn(server, reviewer, '203.0.113.21');
  });

  afterAll(async () => {
    await server?.stop();
    await handle?.close();
    await processDatabase?.drop();
    await fake?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** SIGKILL: no shutdown hook runs, open transactions die with their connections. */
  async function killAndRestart(): Promise<void> {
    const killed = server;
    expect(await killed.stop('SIGKILL')).toBeNull();
    server = await startServerProcess(env);
  }

  const storedFiles = (): string[] => {
    try {
      return readdirSync(join(dataDir, 'uploads'), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name));
    } catch {
      return [];
    }
  };

  const get = (path: string, cookie: string) => httpRequest(`${server.url}${path}`, { headers: { cookie, 'x-forwarded-for': '203.0.113.22' } });
  const history = async (): Promise<{ badge_id: string }[]> => JSON.parse((await get('/api/badge/history', applicantCookie)).body).msg.data;
  const queue = async (): Promise<{ badge_id: string; paymentStatus: string | null }[]> => {
    const answer = await get('/api/admin/queue', reviewerCookie);
    expect(answer.status, answer.body).toBe(200);
    return JSON.parse(answer.body).msg.data;
  };

  // Each submission its own course: the same form sent again is answered with the evaluation already recorded.
  let submissions = 0;
  const evaluationForm = () =>
    multipart(
      {
        courseName: `Data Structures and Algorithms ${(submissions += 1)}`,
        courseStartDate: '2024-01-08',
        courseEndDate: '2024-05-03',
        creditHours: '45',
        learningMode: 'f2f',
        instituteName: 'Example State University',
        instituteWebsite: 'example.edu',
        instituteCountry: 'United States',
        contactName: 'Office of the Registrar',
        contactEmail: 'registrar@example.edu',
        description: courseDescription,
      },
      { proof: { name: 'certificate.png', type: 'image/png', bytes: pngBytes } },
    );

  /** Sends the first `bytes` of a multipart submission (all of it when unset); resolves with the answer, or null when the connection died. */
  function submit(bytes?: number): Promise<HttpAnswer | null> {
    const form = evaluationForm();
    const body = bytes === undefined ? form.payload : form.payload.subarray(0, bytes);
    return new Promise((resolve) => {
      const request = httpRequestRaw(
        `${server.url}/api/badge/create-text`,
        {
          method: 'POST',
          agent: false,
          headers: { ...form.headers, 'content-length': String(form.payload.length), cookie: applicantCookie, 'x-forwarded-for': '203.0.113.20' },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
          response.on('error', () => resolve(null));
        },
      );
      request.on('error', () => resolve(null));
      if (bytes === undefined) request.end(body);
      else request.write(body);
    });
  }

  /** The backend of the server's database that waits for a lock while running `query`, if any. */
  async function waitingOnLock(queryStart: string): Promise<boolean> {
    const { rows } = await handle!.pool.query(
      "select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query ilike $1",
      [`${queryStart}%`],
    );
    return rows.length > 0;
  }

  async function until(check: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}\n${server.output().slice(-3000)}`);
      await sleep(200);
    }
  }

  it('killed while a submission is still uploading: nothing is recorded or stored, and submitting works after the restart', async () => {
    const before = (await history()).length;
    const form = evaluationForm();
    const answer = submit(Math.floor(form.payload.length * 0.9));
    await sleep(500);
    await killAndRestart();
    expect(await answer).toBeNull();
    expect(storedFiles()).toEqual([]);
    expect(await history()).toHaveLength(before);

    // The session made before the crash still holds (it lives in the database), and submitting works.
    const after = await submit();
    expect(after?.status, after?.body).toBe(200);
    expect(await history()).toHaveLength(before + 1);
    expect(storedFiles()).toHaveLength(1);
  });

  it.runIf(onPostgres)(
    'killed after storing the files, before the transaction commits: no evaluation, and the restart sweeps the orphan file (PostgreSQL only: a lock holds the transaction open)',
    async () => {
      const rowsBefore = (await db().select({ id: evaluations.id }).from(evaluations).where(eq(evaluations.userId, applicant.id))).length;
      const filesBefore = storedFiles();
      const blocker = new pg.Client({ connectionString: processDatabase!.url });
      await blocker.connect();
      try {
        // The submission's last insert waits behind this lock: its files are stored, its rows uncommitted.
        await blocker.query('begin');
        await blocker.query('lock table evaluation_events in share mode');
        const answer = submit();
        await until(() => waitingOnLock('insert into "evaluation_events"'), 'the submission to wait inside its transaction');
        const orphans = storedFiles().filter((file) => !filesBefore.includes(file));
        expect(orphans).toHaveLength(1);
        await killAndRestart();
        expect(await answer).toBeNull();
        await blocker.query('rollback');

        expect((await db().select({ id: evaluations.id }).from(evaluations).where(eq(evaluations.userId, applicant.id))).length).toBe(rowsBefore);
        // The restarted instance's recovery sweep deletes the file no row refers to; the others stay.
        await until(async () => storedFiles().every((file) => filesBefore.includes(file)), 'the orphan file to be swept');
        expect(storedFiles().sort()).toEqual([...filesBefore].sort());
        const referenced = await db().select({ key: evaluationFiles.storageKey }).from(evaluationFiles);
        expect(referenced).toHaveLength(filesBefore.length);
      } finally {
        await blocker.end();
      }
    },
  );

  /** A submitted evaluation whose certificate was requested: its PaymentIntent waits on the fake Stripe. */
  async function requestedEvaluation(): Promise<{ badgeId: string; intentId: string }> {
    const answer = await submit();
    expect(answer?.status, answer?.body).toBe(200);
    const badgeId = JSON.parse(answer!.body).msg.badgeId as string;
    const status = await get(`/api/badge/status/${badgeId}`, applicantCookie);
    expect(status.status, status.body).toBe(200);
    const intentId = (JSON.parse(status.body).msg.clientSecret as string).split('_secret_')[0]!;
    return { badgeId, intentId };
  }

  function deliver(event: Record<string, unknown>): Promise<HttpAnswer | null> {
    const payload = JSON.stringify(event);
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    return httpRequest(`${server.url}/api/payments/webhook`, { body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } }).catch(() => null);
  }

  async function receipts(): Promise<number> {
    const mails = await db().select({ subject: mailMessages.subject }).from(mailMessages).where(eq(mailMessages.to, applicant.email));
    return mails.filter((mail) => /receipt/i.test(mail.subject)).length;
  }

  it('killed while handling a payment webhook: after the restart the paid evaluation is in the review queue, once', async () => {
    const { badgeId, intentId } = await requestedEvaluation();
    const receiptsBefore = onPostgres ? await receipts() : 0;
    const event = fake.succeed(intentId);
    const hold = fake.holdIntentReads();
    const answer = deliver(event);
    await hold.requested;
    await killAndRestart();
    hold.release();
    expect(await answer).toBeNull();

    // Nobody opens the payment page: the restarted instance asks Stripe about open payments by itself.
    await until(async () => (await queue()).some((row) => row.badge_id === badgeId), 'the paid evaluation to reach the review queue');
    // Stripe delivers the event again, as it does after a failed delivery: it changes nothing more.
    expect((await deliver(event))?.status).toBe(200);
    expect((await queue()).filter((row) => row.badge_id === badgeId)).toHaveLength(1);
    if (onPostgres) expect(await receipts()).toBe(receiptsBefore + 1);
  });

  it.runIf(onPostgres)(
    'killed inside the webhook\'s transaction: rolled back whole, then healed by the restart\'s reconciliation (PostgreSQL only: a lock holds the transaction open)',
    async () => {
      const { badgeId, intentId } = await requestedEvaluation();
      const receiptsBefore = await receipts();
      const event = fake.succeed(intentId);
      const blocker = new pg.Client({ connectionString: processDatabase!.url });
      await blocker.connect();
      try {
        await blocker.query('begin');
        await blocker.query('select id from payments where intent_id = $1 for update', [intentId]);
        const answer = deliver(event);
        // The event is claimed (payment_events) inside the transaction, which now waits for the payment row.
        await until(() => waitingOnLock('select'), 'the webhook to wait inside its transaction');
        await killAndRestart();
        await blocker.query('rollback');
        expect(await answer).toBeNull();

        await until(async () => (await queue()).some((row) => row.badge_id === badgeId), 'the paid evaluation to reach the review queue');
        expect((await deliver(event))?.status).toBe(200);
        expect((await queue()).filter((row) => row.badge_id === badgeId)).toHaveLength(1);
        expect(await receipts()).toBe(receiptsBefore + 1);
      } finally {
        await blocker.end();
      }
    },
  );
});
