/**
 * Simulated users against the built server on PostgreSQL: `DATABASE_URL=postgres://… npm run bench:load`
 * (`-- --users 200 --duration 60 --think 1000 --skip-build`; LOAD_USERS, LOAD_DURATION_SECONDS and
 * LOAD_THINK_MS do the same).
 *
 * Each user has an account of its own and a client address of its own (X-Forwarded-For behind
 * TRUST_PROXY, as behind a load balancer), so the production rate limits apply as they would to real
 * people. It signs in, then until the time is up: submits a course description from the course corpus
 * as text with a PNG proof (POST /api/badge/create-text), browses its history and opens the new
 * evaluation, verifies a certificate and lists the accredited institutes, pausing a random 0.5–1.5 ×
 * the think time between calls. Any answer that is not 2xx, and any failed connection, is an error.
 *
 * The descriptions are the real ones in ../shared/data/course-corpus/dev.jsonl (CREDS_DATA_DIR): without
 * them the bench says so and stops. It creates (and at the end drops) its own database `creds_bench_load`.
 */
import { performance } from 'node:perf_hooks';
import { detectLanguage } from '../engine/src/index.js';
import { loadDevCorpus } from '../engine/scripts/corpus.js';
import { openPostgres } from '../server/src/db/client.js';
import { ensureDefaultPrices } from '../server/src/features/fees/find-prices.js';
import { hashSecret } from '../server/src/lib/secrets.js';
import { benchPassword, seedCertificates, seedInstitutes, seedUsers } from './seed.js';
import { benchPort, buildServer, dropDatabase, freshDatabase, machine, percentile, recordFigure, requirePostgres, startAppServer } from './support.js';

const databaseName = 'creds_bench_load';

function setting(flag: string, variable: string, fallback: number): number {
  const index = process.argv.indexOf(flag);
  const value = index > 0 ? process.argv[index + 1] : process.env[variable];
  return value === undefined ? fallback : Number(value);
}

/** The smallest real PNG: a 1×1 transparent pixel (the proof of completion). */
const proofPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

interface Course {
  courseName: string;
  description: string;
}

/** Corpus rows as a user would type them: a course name the form accepts, the description in English. */
function coursesFromCorpus(): Course[] {
  const corpus = loadDevCorpus();
  if (!corpus.rows) {
    console.error(`bench/load: the course corpus is absent (looked for ${corpus.path}; set CREDS_DATA_DIR). The simulated users submit its real descriptions, so nothing was measured.`);
    process.exit(2);
  }
  return corpus.rows
    .map((row) => ({
      courseName: row.title.replace(/[^A-Za-z0-9 _-]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 150),
      description: row.description,
    }))
    .filter((course) => course.courseName.length >= 3 && detectLanguage(course.description).isEnglish);
}

type CallName = 'sign in' | 'submit text evaluation' | 'history' | 'history search' | 'evaluation detail' | 'verify certificate' | 'list institutes';

interface Stats {
  latencies: number[];
  /** When each call started (ms since the run began), to tell the sign-in rush from the steady state. */
  startedAt: number[];
  errors: number;
  samples: string[];
}

async function main(): Promise<void> {
  const serverUrl = requirePostgres('load');
  const courses = coursesFromCorpus();
  const quick = process.argv.includes('--quick');
  const users = setting('--users', 'LOAD_USERS', 200);
  const durationSeconds = setting('--duration', 'LOAD_DURATION_SECONDS', quick ? 15 : 60);
  const thinkMs = setting('--think', 'LOAD_THINK_MS', 1_000);

  buildServer(process.argv.includes('--skip-build'));
  const databaseUrl = await freshDatabase(serverUrl, databaseName);
  let stopServer: (() => Promise<void>) | undefined;
  try {
    const database = openPostgres(databaseUrl, 2);
    let accounts: { email: string; password: string }[];
    let certificates: { certificateId: string; certificateName: string }[];
    try {
      await database.migrate();
      await ensureDefaultPrices(database.db);
      const passwordHash = await hashSecret(benchPassword);
      accounts = await seedUsers(database.pool, 'loaduser', users, passwordHash);
      certificates = await seedCertificates(database.pool, 500, passwordHash);
      await seedInstitutes(database.pool, 100);
      await database.pool.query('analyze');
    } finally {
      await database.close();
    }

    // Production settings: rate limits on (each user is its own client address), request log at info.
    const server = await startAppServer(databaseUrl, benchPort(), { TRUST_PROXY: '1', LOG_LEVEL: 'info' });
    stopServer = server.stop;
    const origin = server.url;

    const stats = new Map<CallName, Stats>();
    const runStarted = performance.now();
    const record = (name: CallName, started: number, error?: string) => {
      let entry = stats.get(name);
      if (!entry) stats.set(name, (entry = { latencies: [], startedAt: [], errors: 0, samples: [] }));
      entry.latencies.push(performance.now() - started);
      entry.startedAt.push(started - runStarted);
      if (error) {
        entry.errors += 1;
        if (entry.samples.length < 3) entry.samples.push(error);
      }
    };

    /** One call, timed; the answer (JSON and headers) when it was 2xx, otherwise null (and an error recorded). */
    const call = async (name: CallName, path: string, init: RequestInit & { address: string }): Promise<{ json: { msg?: unknown }; headers: Headers } | null> => {
      const started = performance.now();
      try {
        const response = await fetch(`${origin}${path}`, { ...init, headers: { ...init.headers, 'x-forwarded-for': init.address } });
        const text = await response.text();
        if (!response.ok) {
          record(name, started, `${response.status} ${text.slice(0, 160)}`);
          return null;
        }
        record(name, started);
        return { json: JSON.parse(text) as { msg?: unknown }, headers: response.headers };
      } catch (error) {
        record(name, started, error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error));
        return null;
      }
    };

    const deadline = Date.now() + durationSeconds * 1000;
    const think = () => new Promise((resolve) => setTimeout(resolve, thinkMs * (0.5 + Math.random())));

    const simulate = async (index: number) => {
      const account = accounts[index]!;
      const address = `10.77.${index >> 8}.${index & 255}`;
      // Users arrive over the first few seconds, not in one instant.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(5_000, (durationSeconds * 1000) / 4)));
      const login = await call('sign in', '/api/auth/login', {
        address,
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ email: account.email, password: account.password, rememberMe: false }),
      });
      const cookie = /creds_session=[^;]+/.exec(login?.headers.get('set-cookie') ?? '')?.[0];
      if (!cookie) return;
      const signedIn = { cookie, origin };
      for (let round = 0; Date.now() < deadline; round++) {
        const course = courses[(index * 7 + round) % courses.length]!;
        const form = new FormData();
        for (const [name, value] of Object.entries({
          courseName: course.courseName,
          courseStartDate: '2024-01-08',
          courseEndDate: '2024-05-03',
          creditHours: '45',
          learningMode: round % 2 ? 'online' : 'f2f',
          instituteName: 'Example State University',
          instituteWebsite: 'example.edu',
          instituteCountry: 'United States',
          contactName: 'Office of the Registrar',
          contactEmail: 'registrar@example.edu',
          description: course.description,
        })) {
          form.append(name, value);
        }
        form.append('proof', new Blob([proofPng], { type: 'image/png' }), 'certificate.png');
        const created = await call('submit text evaluation', '/api/badge/create-text', { address, method: 'POST', headers: signedIn, body: form });
        await think();
        if (Date.now() >= deadline) break;
        await call('history', '/api/badge/history?page=1', { address, headers: signedIn });
        await think();
        const badgeId = (created?.json.msg as { badgeId?: string } | undefined)?.badgeId;
        if (badgeId && Date.now() < deadline) {
          await call('evaluation detail', `/api/badge/history/${badgeId}`, { address, headers: signedIn });
          await think();
        }
        if (round % 3 === 2 && Date.now() < deadline) {
          await call('history search', `/api/badge/history?page=1&search=${encodeURIComponent(course.courseName.split(' ')[0]!.toLowerCase())}`, { address, headers: signedIn });
          await think();
        }
        if (Date.now() >= deadline) break;
        const certificate = certificates[(index * 13 + round) % certificates.length]!;
        await call('verify certificate', '/api/certificate/verify', {
          address,
          method: 'POST',
          headers: { 'content-type': 'application/json', origin },
          body: JSON.stringify(certificate),
        });
        await think();
        if (Date.now() >= deadline) break;
        await call('list institutes', '/api/accreditation/', { address });
        await think();
      }
    };

    await Promise.all(Array.from({ length: users }, (_, index) => simulate(index)));
    const seconds = (performance.now() - runStarted) / 1000;
    // The steady state: calls begun after the last sign-in ended (argon2 for 200 arrivals saturates the CPUs first).
    const signIns = stats.get('sign in');
    const rushEnds = signIns ? Math.max(...signIns.startedAt.map((at, i) => at + signIns.latencies[i]!)) : 0;

    const order: CallName[] = ['sign in', 'submit text evaluation', 'history', 'history search', 'evaluation detail', 'verify certificate', 'list institutes'];
    const total = [...stats.values()].reduce((sum, entry) => sum + entry.latencies.length, 0);
    const errors = [...stats.values()].reduce((sum, entry) => sum + entry.errors, 0);
    console.log(`\nbench/load: ${users} simulated users for ${durationSeconds} s (think ${thinkMs} ms ± 50 %), ${total} calls in ${seconds.toFixed(1)} s = ${(total / seconds).toFixed(0)} calls/s, ${machine()}`);
    console.log(`  (steady state: calls begun after the last sign-in ended, ${(rushEnds / 1000).toFixed(1)} s into the run)`);
    console.log(`  ${'call'.padEnd(24)} ${'calls'.padStart(7)} ${'errors'.padStart(7)} ${'p50'.padStart(9)} ${'p95'.padStart(9)} ${'p99'.padStart(9)} ${'max'.padStart(9)} ${'steady p99'.padStart(11)}`);
    for (const name of order) {
      const entry = stats.get(name);
      if (!entry) continue;
      const sorted = [...entry.latencies].sort((a, b) => a - b);
      const steady = entry.latencies.filter((_, i) => entry.startedAt[i]! > rushEnds).sort((a, b) => a - b);
      const ms = (value: number, width = 9) => (Number.isNaN(value) ? '—' : `${value.toFixed(0)} ms`).padStart(width);
      console.log(
        `  ${name.padEnd(24)} ${String(sorted.length).padStart(7)} ${String(entry.errors).padStart(7)} ${ms(percentile(sorted, 50))} ${ms(percentile(sorted, 95))} ${ms(percentile(sorted, 99))} ${ms(sorted.at(-1) ?? 0)} ${ms(percentile(steady, 99), 11)}`,
      );
      for (const sample of entry.samples) console.log(`      e.g. ${sample}`);
      recordFigure({ bench: 'load', name: `${name} p99`, value: `${percentile(sorted, 99).toFixed(0)} ms (${sorted.length} calls)` });
    }
    console.log(`\n  errors ${errors} of ${total}   target 0   ${errors === 0 ? 'meets' : 'MISSES'}`);
    recordFigure({ bench: 'load', name: `errors (${users} users, ${durationSeconds} s)`, value: `${errors} of ${total}`, target: '0', ok: errors === 0 });
    if (errors > 0) process.exitCode = 1;
  } finally {
    await stopServer?.();
    await dropDatabase(serverUrl, databaseName);
  }
}

await main();
