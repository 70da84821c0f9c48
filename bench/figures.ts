import { appendFileSync } from 'node:fs';

/**
 * One figure for the table `npm run bench` prints at the end. A bench records its figures here; they
 * go to the file named by BENCH_SUMMARY_FILE when the runner set it, and nowhere otherwise. Kept apart
 * from support.ts so that a measured child process loads nothing else.
 */
export function recordFigure(figure: { bench: string; name: string; value: string; target?: string; ok?: boolean }): void {
  const file = process.env.BENCH_SUMMARY_FILE;
  if (file) appendFileSync(file, `${JSON.stringify(figure)}\n`);
}
