/**
 * Every benchmark in one run, then one summary table: `npm run bench` (quick settings: history at
 * 100,000 rows, one 4-second round per API target, the load for 15 s); `npm run bench -- --full` runs
 * each with its own defaults. The PostgreSQL benches (history, api, load) need DATABASE_URL (or
 * BENCH_DATABASE_URL) and are skipped, saying so, without it.
 *
 * Each bench prints its own report as it runs; the figures it records (bench/support.ts recordFigure)
 * are gathered here through a temporary file and printed together at the end.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { machine, repoRoot } from './support.js';

const full = process.argv.includes('--full');
const hasPostgres = Boolean(process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL);

const benches: { name: string; script: string; args: string[]; needsPostgres: boolean }[] = [
  { name: 'engine', script: 'bench/engine.ts', args: [], needsPostgres: false },
  { name: 'history', script: 'bench/history.ts', args: full ? [] : ['--rows', '100000'], needsPostgres: true },
  { name: 'web', script: 'bench/web.ts', args: ['--skip-build'], needsPostgres: false },
  { name: 'api', script: 'bench/api.ts', args: ['--skip-build', ...(full ? [] : ['--quick'])], needsPostgres: true },
  { name: 'load', script: 'bench/load.ts', args: ['--skip-build', ...(full ? [] : ['--quick'])], needsPostgres: true },
];

interface Figure {
  bench: string;
  name: string;
  value: string;
  target?: string;
  ok?: boolean;
}

function main(): void {
  const directory = mkdtempSync(join(tmpdir(), 'creds-bench-'));
  const summaryFile = join(directory, 'figures.jsonl');
  const outcomes: { name: string; outcome: string; seconds: number }[] = [];
  try {
    console.log('--- building contract, engine, server and web once for every bench');
    const build = spawnSync('npm', ['run', '-s', 'build'], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed; nothing was measured');

    for (const bench of benches) {
      if (bench.needsPostgres && !hasPostgres) {
        outcomes.push({ name: bench.name, outcome: 'skipped: set DATABASE_URL to a PostgreSQL server', seconds: 0 });
        continue;
      }
      console.log(`\n--- bench/${bench.name} ${bench.args.join(' ')}`);
      const started = performance.now();
      const run = spawnSync(process.execPath, [...process.execArgv, bench.script, ...bench.args], {
        cwd: repoRoot,
        stdio: 'inherit',
        env: { ...process.env, BENCH_SUMMARY_FILE: summaryFile },
      });
      const seconds = (performance.now() - started) / 1000;
      outcomes.push({ name: bench.name, outcome: run.status === 0 ? 'finished' : `exit code ${run.status ?? run.signal} (a target missed or a failure: see its report above)`, seconds });
    }

    const figures: Figure[] = existsSync(summaryFile)
      ? readFileSync(summaryFile, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Figure)
      : [];
    console.log(`\n=== npm run bench${full ? ' -- --full' : ''} (${full ? 'full' : 'quick'} settings), ${machine()}, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`);
    for (const { name, outcome, seconds } of outcomes) console.log(`  ${name.padEnd(8)} ${seconds ? `${seconds.toFixed(0).padStart(4)} s` : '      '}  ${outcome}`);
    const width = Math.max(30, ...figures.map((figure) => figure.name.length));
    const targetWidth = Math.max(8, ...figures.map((figure) => (figure.target ?? '').length));
    console.log(`\n  ${'bench'.padEnd(8)} ${'figure'.padEnd(width)} ${'value'.padEnd(34)} ${'target'.padEnd(targetWidth)} verdict`);
    for (const figure of figures) {
      const verdict = figure.ok === undefined ? '' : figure.ok ? 'meets' : 'MISSES';
      console.log(`  ${figure.bench.padEnd(8)} ${figure.name.padEnd(width)} ${figure.value.padEnd(34)} ${(figure.target ?? '').padEnd(targetWidth)} ${verdict}`);
    }
    const missed = figures.filter((figure) => figure.ok === false).length;
    const failed = outcomes.filter((outcome) => outcome.outcome.startsWith('exit')).length;
    console.log(`\n  ${figures.length} figures, ${missed} targets missed, ${failed} benches did not finish cleanly`);
    if (missed > 0 || failed > 0) process.exitCode = 1;
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

main();
