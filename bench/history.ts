// History search at scale: seeds 1,000,000 evaluations on PostgreSQL and times the history query
// (the same use case as GET /api/badge/history) for ordinary users and for one very heavy user.
//
//   BENCH_DATABASE_URL=postgres://user@localhost:5432/postgres npm run bench:history [-- --rows 1000000]
//
// It creates (and at the end drops) its own database `creds_bench_history` on that server.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openPostgres } from '../server/src/db/client.js';
import { findHistory } from '../server/src/features/evaluations/find-history.js';
import { recordFigure } from './support.js';

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (!serverUrl) {
  console.log('bench/history: set BENCH_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server; nothing measured.');
  process.exit(0);
}
const rowsArg = process.argv.indexOf('--rows');
const totalRows = rowsArg > 0 ? Number(process.argv[rowsArg + 1]) : 1_000_000;
const heavyRows = Math.min(100_000, Math.floor(totalRows / 10));
const users = 1_000;
const databaseName = 'creds_bench_history';
// --keep leaves the database for EXPLAIN; the next run drops it first.
const keep = process.argv.includes('--keep');

function urlFor(name: string): string {
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: urlFor('postgres') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main() {
  await admin(`drop database if exists ${databaseName} with (force)`);
  await admin(`create database ${databaseName}`);
  const database = openPostgres(urlFor(databaseName), 4);
  try {
    await database.migrate();
    const seedStart = performance.now();
    const client = database.pool;
    await client.query(`
      insert into users (id, username, email, password_hash, role, status)
      select gen_random_uuid(), 'Bench User ' || n, 'bench' || n || '@example.test', 'x', 'user', 'active'
      from generate_series(0, ${users}) as n`);
    const words = ['Data Structures', 'Organic Chemistry', 'Financial Accounting', 'Nursing Practice', 'Machine Learning', 'Welding Technology', 'Early Childhood Education', 'Spanish Language', 'Project Management', 'Digital Marketing', 'Structural Engineering', 'Art History'];
    const labels = ['Beginner', 'Novice', 'Intermediate', 'Advance', 'Expert'];
    // One user (the last) holds `heavyRows`; the others share the rest evenly.
    await client.query(`
      with u as (select id, row_number() over (order by email) - 1 as k from users),
           s as (select n, case when n < ${heavyRows} then ${users} else (n % ${users}) end as k from generate_series(0, ${totalRows - 1}) as n)
      insert into evaluations (badge_id, user_id, course_name, course_start_date, course_end_date, credit_hours, learning_mode,
        institute_name, institute_website, institute_country, contact_name, contact_email, description, description_source,
        level, complexity, points, engine_result, engine_version, status, created_at)
      select 'B' || lpad(s.n::text, 9, '0'), u.id,
        (array[${words.map((word) => `'${word}'`).join(',')}])[1 + s.n % ${words.length}] || ' ' || (100 + s.n % 400),
        date '2024-01-01', date '2024-05-01', 40, 'online', 'Bench Institute', 'https://bench.example', 'United States',
        'Registrar', 'registrar@bench.example', 'A course.', 'text',
        1 + s.n % 5, (array[${labels.map((label) => `'${label}'`).join(',')}])[1 + s.n % 5], 1 + s.n % 5, '{}'::jsonb, 'bench',
        'not requested', now() - (s.n || ' seconds')::interval
      from s join u on u.k = s.k`);
    await client.query('analyze');
    const seedSeconds = (performance.now() - seedStart) / 1000;

    const { rows: userRows } = await client.query<{ id: string; email: string }>('select id, email from users order by email');
    const heavy = userRows.find((row) => row.email === `bench${users}@example.test`)!;
    const ordinary = userRows.filter((row) => row.id !== heavy.id);
    const searches = [undefined, 'chemistry', 'expert', 'data struct', 'nursing practice 1', 'welding', 'intermediate', 'zzz-not-there'];

    const measure = async (label: string, pickUser: (i: number) => string, runs: number) => {
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const search = searches[i % searches.length];
        const page = 1 + (i % 3);
        const start = performance.now();
        await findHistory(database.db, pickUser(i), { page, limit: 10, search });
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      recordFigure({ bench: 'history', name: `${label} at ${totalRows.toLocaleString('en-US')} rows`, value: `p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms` });
      console.log(
        `${label.padEnd(38)} runs ${String(runs).padStart(4)}  p50 ${percentile(times, 50).toFixed(2).padStart(7)} ms  p95 ${percentile(times, 95).toFixed(2).padStart(7)} ms  p99 ${percentile(times, 99).toFixed(2).padStart(7)} ms`,
      );
    };

    console.log(`bench/history: ${totalRows.toLocaleString('en-US')} evaluations, ${users} users + one with ${heavyRows.toLocaleString('en-US')}; seeded in ${seedSeconds.toFixed(1)} s`);
    await measure('history, ordinary users (any search)', (i) => ordinary[(i * 7919) % ordinary.length]!.id, 600);
    await measure(`history, heavy user (${heavyRows.toLocaleString('en-US')} rows)`, () => heavy.id, 400);
  } finally {
    await database.close();
    if (!keep) await admin(`drop database if exists ${databaseName} with (force)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
