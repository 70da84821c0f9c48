/**
 * API throughput and latency on PostgreSQL: `DATABASE_URL=postgres://… npm run bench:api`
 * (`-- --duration 10 --connections 50 --rounds 2 --skip-build`; `--quick` is one 4-second round).
 *
 * Separate processes: PostgreSQL, the servers under test, and this one, which drives autocannon. First a
 * bare Fastify + pg process answers with the same indexed select that certificate verification runs
 * (the floor: a plain `pool.query`, as a bare app would write it; the app prepares its statement) and a
 * bare hello; then the built server (`server/dist/server.js`, every plugin, request
 * logging at info) answers POST /api/certificate/verify, GET /api/accreditation/, GET
 * /api/badge/history (signed in) and GET /api/health. Each target gets a warm-up, then `--rounds`
 * measured runs; the table shows the round with the most requests per second.
 *
 * Rate limits stay on as in production (counted in PostgreSQL). Requests come from 20,000 client addresses
 * in turn (x-forwarded-for behind TRUST_PROXY, as behind a load balancer), so the per-address limits
 * never answer 429, and RATE_LIMIT_MAX is set high; a 429 or any other non-2xx answer is counted and
 * fails the run. One more server without its request log (LOG_LEVEL=warn) answers /api/health too, to
 * show what the log costs; it is reported, not judged.
 *
 * It creates (and at the end drops, unless `--keep`) its own database `creds_bench_api`. `--only <text>`
 * measures only the targets whose name contains the text (the floor always runs, for the ratio).
 */
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { openPostgres } from '../server/src/db/client.js';
import { ensureDefaultPrices } from '../server/src/features/fees/find-prices.js';
import { hashSecret } from '../server/src/lib/secrets.js';
import { benchPassword, seedCertificates, seedEvaluations, seedInstitutes, seedUsers } from './seed.js';
import { benchPort, buildServer, dropDatabase, freshDatabase, machine, recordFigure, requirePostgres, startAppServer, startProcess } from './support.js';

const databaseName = 'creds_bench_api';
const holders = 2_000;
const institutes = 100;
const historyRows = 300;
const targets = { verifyRatio: 0.5, verifyP99: 25, healthRatio: 0.6 };

/** The select behind certificate verification (verifyCertificate in find-certificate.ts), as Drizzle sends it. */
const verifySelect =
  'select "id", "certificate_id", "holder_name", "course_name", "complexity", "level", "points", "skills", "credit_hours", ' +
  '"institute_name", "institute_country", "course_start_date", "course_end_date", "issued_at", "revoked_at", "revoke_reason" ' +
  'from "certificates" where "certificates"."certificate_id" = $1';

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(name);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
}

/** The floor: bare Fastify and node-postgres, no plugins, no logging. Runs in its own process. */
async function bareServer(): Promise<void> {
  const pool = new pg.Pool({ connectionString: process.env.BENCH_FLOOR_DATABASE_URL, max: 10 });
  const app = Fastify({ logger: false });
  app.get('/hello', async () => ({ hello: 'world' }));
  app.post<{ Body: { certificateId: string; certificateName: string } }>('/verify', async (request) => {
    const { rows } = await pool.query(verifySelect, [request.body.certificateId]);
    return { msg: rows[0] ?? null };
  });
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  process.once('SIGTERM', () => void app.close().then(() => pool.end()));
}

interface Seeded {
  certificates: { certificateId: string; certificateName: string }[];
  historyUser: { email: string; password: string };
}

async function seed(databaseUrl: string): Promise<Seeded> {
  const database = openPostgres(databaseUrl, 2);
  try {
    await database.migrate();
    await ensureDefaultPrices(database.db);
    const passwordHash = await hashSecret(benchPassword);
    const certificates = await seedCertificates(database.pool, holders, passwordHash);
    const [historyUser] = await seedUsers(database.pool, 'history', 1, passwordHash);
    await seedEvaluations(database.pool, historyUser!.email, historyRows, 'R');
    await seedInstitutes(database.pool, institutes);
    await database.pool.query('analyze');
    return { certificates, historyUser: historyUser! };
  } finally {
    await database.close();
  }
}

interface Measured {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  failures: number;
}

type Target = { name: string; url: string; request: () => autocannon.Request };

async function measure(target: Target, connections: number, duration: number): Promise<Omit<Measured, 'name'>> {
  const result = await autocannon({
    url: target.url,
    connections,
    duration,
    requests: [{ setupRequest: (request) => ({ ...request, headers: {}, ...target.request() }) }],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

let addressCounter = 0;
/**
 * Client addresses taken in turn from 20,000 (10.0.0.0 to 10.0.78.31), as many visitors would come: at
 * 10,000 requests a second each still makes fewer than the public routes' 30 a minute.
 */
function nextAddress(): string {
  addressCounter = (addressCounter + 1) % 20_000;
  return `10.0.${addressCounter >> 8}.${addressCounter & 255}`;
}

async function main(): Promise<void> {
  if (process.argv.includes('--bare-server')) return bareServer();
  const serverUrl = requirePostgres('api');
  const quick = process.argv.includes('--quick');
  const duration = argument('--duration', quick ? 4 : 10);
  const connections = argument('--connections', 50);
  const rounds = argument('--rounds', quick ? 1 : 2);
  const warmup = Math.min(3, duration);

  buildServer(process.argv.includes('--skip-build'));
  const databaseUrl = await freshDatabase(serverUrl, databaseName);
  const stopping: (() => Promise<void>)[] = [];
  try {
    const seeded = await seed(databaseUrl);
    const bare = await startProcess({
      args: [...process.execArgv, fileURLToPath(import.meta.url), '--bare-server'],
      port: benchPort(),
      readyPath: '/hello',
      env: { BENCH_FLOOR_DATABASE_URL: databaseUrl },
    });
    stopping.push(bare.stop);
    const app = await startAppServer(databaseUrl, benchPort(), { TRUST_PROXY: '1', RATE_LIMIT_MAX: '100000000', LOG_LEVEL: 'info' });
    stopping.push(app.stop);
    const quiet = await startAppServer(databaseUrl, benchPort(), { TRUST_PROXY: '1', RATE_LIMIT_MAX: '100000000', LOG_LEVEL: 'warn' });
    stopping.push(quiet.stop);

    const login = await fetch(`${app.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...seeded.historyUser, rememberMe: true }),
    });
    const cookie = /creds_session=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0];
    if (!login.ok || !cookie) throw new Error(`signing in failed: ${login.status} ${await login.text()}`);

    let next = 0;
    const verifyBody = () => {
      next = (next + 1) % seeded.certificates.length;
      return JSON.stringify(seeded.certificates[next]);
    };
    const json = { 'content-type': 'application/json' };
    const from = () => ({ 'x-forwarded-for': nextAddress() });
    const list: Target[] = [
      { name: 'floor: bare Fastify + pg, the same select', url: bare.url, request: () => ({ method: 'POST', path: '/verify', headers: json, body: verifyBody() }) },
      { name: 'bare Fastify hello', url: bare.url, request: () => ({ method: 'GET', path: '/hello' }) },
      { name: 'POST /api/certificate/verify', url: app.url, request: () => ({ method: 'POST', path: '/api/certificate/verify', headers: { ...json, ...from() }, body: verifyBody() }) },
      { name: 'GET /api/accreditation/', url: app.url, request: () => ({ method: 'GET', path: '/api/accreditation/', headers: from() }) },
      { name: 'GET /api/badge/history (signed in)', url: app.url, request: () => ({ method: 'GET', path: '/api/badge/history', headers: { cookie, ...from() } }) },
      { name: 'GET /api/health', url: app.url, request: () => ({ method: 'GET', path: '/api/health', headers: from() }) },
      { name: 'GET /api/health, request log off', url: quiet.url, request: () => ({ method: 'GET', path: '/api/health', headers: from() }) },
    ];

    const only = process.argv.indexOf('--only') > 0 ? process.argv[process.argv.indexOf('--only') + 1]! : '';
    const chosen = list.filter((target, index) => index < 2 || target.name.includes(only));
    const best = new Map<string, Measured>();
    for (const target of chosen) await measure(target, connections, warmup);
    for (let round = 1; round <= rounds; round++) {
      for (const target of chosen) {
        const measured = { name: target.name, ...(await measure(target, connections, duration)) };
        console.log(`  round ${round}: ${target.name.padEnd(44)} ${measured.requestsPerSecond.toFixed(0).padStart(7)} req/s  p50 ${measured.p50} ms  p99 ${measured.p99} ms  failures ${measured.failures}`);
        const previous = best.get(target.name);
        // Every round's failures count, whichever round is shown.
        const failures = measured.failures + (previous?.failures ?? 0);
        best.set(target.name, !previous || measured.requestsPerSecond > previous.requestsPerSecond ? { ...measured, failures } : { ...previous, failures });
      }
    }

    const rows = chosen.map((target) => best.get(target.name)!);
    const byName = (prefix: string) => rows.find((row) => row.name.startsWith(prefix));
    const floor = rows[0]!;
    const hello = rows[1]!;
    console.log(`\nbench/api: ${connections} connections, ${rounds} × ${duration} s per target (best round shown), ${machine()}`);
    console.log(`  ${'target'.padEnd(44)} ${'req/s'.padStart(8)} ${'p50'.padStart(7)} ${'p99'.padStart(7)} ${'× floor'.padStart(8)} ${'failed'.padStart(7)}`);
    for (const row of rows) {
      console.log(
        `  ${row.name.padEnd(44)} ${row.requestsPerSecond.toFixed(0).padStart(8)} ${`${row.p50} ms`.padStart(7)} ${`${row.p99} ms`.padStart(7)} ${(row.requestsPerSecond / floor.requestsPerSecond).toFixed(2).padStart(8)} ${String(row.failures).padStart(7)}`,
      );
    }
    const checks: { name: string; value: string; target: string; ok: boolean }[] = [];
    const verify = byName('POST /api/certificate/verify');
    if (verify) {
      const ratio = verify.requestsPerSecond / floor.requestsPerSecond;
      checks.push({ name: 'verify req/s ÷ floor', value: ratio.toFixed(2), target: `≥ ${targets.verifyRatio}`, ok: ratio >= targets.verifyRatio });
      checks.push({ name: 'verify p99', value: `${verify.p99} ms`, target: `≤ ${targets.verifyP99} ms`, ok: verify.p99 <= targets.verifyP99 });
    }
    const health = rows.find((row) => row.name === 'GET /api/health');
    if (health) {
      const ratio = health.requestsPerSecond / hello.requestsPerSecond;
      checks.push({ name: 'health req/s ÷ bare hello', value: ratio.toFixed(2), target: `≥ ${targets.healthRatio}`, ok: ratio >= targets.healthRatio });
    }
    checks.push({ name: 'failed requests (non-2xx, errors, timeouts)', value: String(rows.reduce((sum, row) => sum + row.failures, 0)), target: '0', ok: rows.every((row) => row.failures === 0) });
    console.log('');
    for (const check of checks) {
      console.log(`  ${check.name.padEnd(44)} ${check.value.padStart(8)}   target ${check.target.padEnd(9)} ${check.ok ? 'meets' : 'MISSES'}`);
      recordFigure({ bench: 'api', ...check });
    }
    for (const row of rows) recordFigure({ bench: 'api', name: row.name, value: `${row.requestsPerSecond.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms` });
    if (!checks.every((check) => check.ok)) process.exitCode = 1;
  } finally {
    for (const stop of stopping.reverse()) await stop();
    if (!process.argv.includes('--keep')) await dropDatabase(serverUrl, databaseName);
  }
}

await main();
