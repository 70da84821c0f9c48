import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One row of `course-corpus/dev.jsonl` (see shared/data/README.md). */
export interface CorpusRow {
  source: string;
  institution: string;
  code: string | null;
  title: string;
  description: string;
  description_core: string;
  level: number;
  level_basis: string;
  subject: string | null;
  url: string | null;
  source_skills: string[] | null;
}

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The shared data folder: `CREDS_DATA_DIR`, else `../shared/data` beside the repository. */
export function dataDirectory(): string {
  return process.env.CREDS_DATA_DIR ?? resolve(repositoryRoot, '..', 'shared', 'data');
}

/** Reads the dev corpus, or returns `undefined` (with the path tried) when it is absent. */
export function loadDevCorpus(): { rows: CorpusRow[]; path: string } | { rows: undefined; path: string } {
  const path = resolve(dataDirectory(), 'course-corpus', 'dev.jsonl');
  if (!existsSync(path)) return { rows: undefined, path };
  const rows = readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as CorpusRow);
  return { rows, path };
}

/** Groups rows for per-source figures: the two university catalogues, and MOOCs together. */
export function sourceGroup(row: CorpusRow): string {
  if (row.institution.startsWith('University of Illinois')) return 'UIUC catalogue';
  if (row.institution.startsWith('University of British Columbia')) return 'UBC catalogue';
  return row.code ? 'other catalogue' : 'MOOC (edX, Coursera)';
}
