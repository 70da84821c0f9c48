import {
  accreditationMessages,
  importColumns,
  instituteInputSchema,
  importSeparatorHint,
  maxImportRows,
  requiredImportColumns,
  type CurrentUser,
  type ImportColumnKey,
  type ImportResult,
  type ImportRow,
  type InstituteValues,
} from '@creds/contract';
import { parse } from 'csv-parse/sync';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accreditedInstitutes } from '../../db/schema.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { newCertificateId } from '../certificates/certificate-id.js';
import { instituteCertificatePrefix } from './institute-certificate-id.js';
import { instituteKey, listedKey, registryLockKey } from './institute-rows.js';

const normalizeHeader = (header: string) => header.trim().toLowerCase().replace(/\s+/g, ' ');

/** Which column of the file holds which field, from its header row. */
function mapHeader(header: string[]): { columns: Partial<Record<ImportColumnKey, number>>; problems: string[] } {
  const columns: Partial<Record<ImportColumnKey, number>> = {};
  const problems: string[] = [];
  header.forEach((cell, index) => {
    const column = importColumns.find((candidate) => (candidate.aliases as readonly string[]).includes(normalizeHeader(cell)));
    if (!column) return;
    if (columns[column.key] !== undefined) problems.push(`The column "${column.header}" appears twice in the header row.`);
    else columns[column.key] = index;
  });
  for (const key of requiredImportColumns) {
    if (columns[key] === undefined) problems.push(`The header row has no "${importColumns.find((column) => column.key === key)!.header}" column.`);
  }
  return { columns, problems };
}

/** The separator a header row of one cell seems to use instead of commas. */
function wrongSeparator(header: string[]): ';' | '\t' | null {
  if (header.length !== 1) return null;
  const [cell = ''] = header;
  const semicolons = cell.split(';').length - 1;
  const tabs = cell.split('\t').length - 1;
  if (semicolons === 0 && tabs === 0) return null;
  return tabs > semicolons ? '\t' : ';';
}

interface CheckedFile {
  fileErrors: string[];
  rows: (ImportRow & { institute?: InstituteValues })[];
}

/** Reads and checks every row, as the admin form would check one institute, plus numbers used twice. */
async function checkFile(db: Database, csv: string): Promise<CheckedFile> {
  let records: string[][];
  try {
    records = parse(csv, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true }) as string[][];
  } catch (error) {
    return { fileErrors: [`The file is not valid CSV: ${error instanceof Error ? error.message : String(error)}`], rows: [] };
  }
  const [header, ...body] = records;
  if (!header) return { fileErrors: ['The file is empty.'], rows: [] };
  const { columns, problems } = mapHeader(header);
  if (problems.length > 0) {
    // A spreadsheet saved with semicolons or tabs reads as one long column: say so, not that every column is missing.
    const separator = wrongSeparator(header);
    return { fileErrors: separator ? [importSeparatorHint(separator)] : problems, rows: [] };
  }
  if (body.length === 0) return { fileErrors: ['The file has a header row but no institutes.'], rows: [] };
  if (body.length > maxImportRows) return { fileErrors: [`The file has ${body.length} rows; import at most ${maxImportRows} at a time.`], rows: [] };

  const rows: CheckedFile['rows'] = body.map((record, index) => {
    const values = Object.fromEntries(importColumns.map(({ key }) => [key, columns[key] === undefined ? '' : (record[columns[key]] ?? '')])) as Record<ImportColumnKey, string>;
    const parsed = instituteInputSchema.safeParse(values);
    const errors: Record<string, string> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path.map(String).join('.') || 'row'] ??= issue.message;
    return { line: index + 2, values, errors, ...(parsed.success ? { institute: parsed.data } : {}) };
  });

  const firstLineOf = new Map<string, number>();
  for (const row of rows) {
    const id = row.institute?.certificateId?.toLowerCase();
    if (!id) continue;
    const first = firstLineOf.get(id);
    if (first === undefined) firstLineOf.set(id, row.line);
    else row.errors.certificateId ??= `The same certificate number is on line ${first}`;
  }
  await markListedTwice(db, rows);

  const ids = [...firstLineOf.keys()];
  for (let start = 0; start < ids.length; start += 1000) {
    const chunk = ids.slice(start, start + 1000);
    const taken = await db
      .select({ id: sql<string>`lower(${accreditedInstitutes.certificateId})` })
      .from(accreditedInstitutes)
      .where(inArray(sql`lower(${accreditedInstitutes.certificateId})`, chunk));
    const takenIds = new Set(taken.map((row) => row.id));
    for (const row of rows) {
      const id = row.institute?.certificateId?.toLowerCase();
      if (id && takenIds.has(id)) row.errors.certificateId ??= accreditationMessages.certificateIdTaken;
    }
  }
  return { fileErrors: [], rows };
}

/**
 * An institute already in the registry (not withdrawn) under the same name and country, or twice in the
 * file, is a row error: importing a file again, or twice at once, must not list its institutes twice.
 */
async function markListedTwice(db: Database, rows: CheckedFile['rows']): Promise<void> {
  const firstLineOf = new Map<string, number>();
  for (const row of rows) {
    if (!row.institute) continue;
    const key = instituteKey(row.institute.name, row.institute.country);
    const first = firstLineOf.get(key);
    if (first === undefined) firstLineOf.set(key, row.line);
    else row.errors.name ??= `The same institute is on line ${first}`;
  }
  const keys = [...firstLineOf.keys()];
  const listed = new Map<string, string>();
  for (let start = 0; start < keys.length; start += 1000) {
    const found = await db
      .select({ key: listedKey, certificateId: accreditedInstitutes.certificateId })
      .from(accreditedInstitutes)
      .where(and(isNull(accreditedInstitutes.removedAt), inArray(listedKey, keys.slice(start, start + 1000))));
    for (const row of found) listed.set(row.key, row.certificateId);
  }
  for (const row of rows) {
    const certificateId = row.institute && listed.get(instituteKey(row.institute.name, row.institute.country));
    if (certificateId) row.errors.name ??= accreditationMessages.instituteListed(certificateId);
  }
}

/** Rows without a certificate number get a new one, unused in the registry and in the file. */
async function withCertificateIds(db: Database, institutes: InstituteValues[]): Promise<(InstituteValues & { certificateId: string })[]> {
  const used = new Set(institutes.flatMap((institute) => (institute.certificateId ? [institute.certificateId.toLowerCase()] : [])));
  const draw = () => {
    let candidate: string;
    do candidate = `${instituteCertificatePrefix}${newCertificateId()}`;
    while (used.has(candidate.toLowerCase()));
    used.add(candidate.toLowerCase());
    return candidate;
  };
  const result = institutes.map((institute) => ({ ...institute, certificateId: institute.certificateId ?? draw(), drawn: !institute.certificateId }));
  // A drawn number the registry already has (rare) is drawn again until none clash.
  for (let clashes = result.filter((row) => row.drawn); clashes.length > 0; ) {
    const taken = new Set<string>();
    for (let start = 0; start < clashes.length; start += 1000) {
      const chunk = clashes.slice(start, start + 1000).map((row) => row.certificateId.toLowerCase());
      const rows = await db
        .select({ id: sql<string>`lower(${accreditedInstitutes.certificateId})` })
        .from(accreditedInstitutes)
        .where(inArray(sql`lower(${accreditedInstitutes.certificateId})`, chunk));
      for (const row of rows) taken.add(row.id);
    }
    clashes = clashes.filter((row) => taken.has(row.certificateId.toLowerCase()));
    for (const row of clashes) row.certificateId = draw();
  }
  return result.map(({ drawn: _drawn, ...institute }) => institute);
}

/**
 * Imports a CSV of institutes accredited before this product: a header row names the columns, each row
 * is checked like the admin form, and certificate numbers and institutes (name and country) must be new. A
 * dry run only reports; a real import writes every row in one transaction, or, when any row has a problem,
 * writes nothing.
 */
export async function importInstitutes(db: Database, admin: CurrentUser, input: { csv: string; dryRun: boolean }): Promise<ImportResult> {
  if (input.dryRun) return (await checkImport(db, input.csv, true)).report;
  // One import at a time: the second of two at once checks the registry after the first has written to it.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${registryLockKey})`);
    const result = await checkImport(tx, input.csv, false);
    const institutes = await withCertificateIds(tx, result.checked);
    for (let start = 0; start < institutes.length; start += 500) {
      await tx.insert(accreditedInstitutes).values(
        institutes.slice(start, start + 500).map((institute) => ({ ...institute, contactEmail: institute.contactEmail?.toLowerCase() ?? null, source: 'import' as const })),
      );
    }
    await recordAudit(tx, { actorId: admin.id, action: 'institute.imported', subjectType: 'institute', subjectId: 'import', details: { count: institutes.length } });
    return { ...result.report, msg: `${institutes.length} ${institutes.length === 1 ? 'institute was' : 'institutes were'} imported.`, imported: institutes.length };
  });
}

/**
 * Checks the file and reports on each row; a real import with a problem in the file or any row is refused
 * (nothing written), and otherwise gets the rows to write.
 */
async function checkImport(db: Database, csv: string, dryRun: boolean): Promise<{ report: ImportResult; checked: InstituteValues[] }> {
  const { fileErrors, rows } = await checkFile(db, csv);
  const invalid = rows.filter((row) => Object.keys(row.errors).length > 0);
  const report = (msg: string): ImportResult => ({
    msg,
    fileErrors,
    rows: rows.map(({ line, values, errors }) => ({ line, values, errors })),
    total: rows.length,
    invalid: invalid.length,
    imported: 0,
  });

  const rowProblems = rows.length === 1 ? 'The row has problems' : `${invalid.length} of ${rows.length} rows ${invalid.length === 1 ? 'has' : 'have'} problems`;
  const problem =
    fileErrors.length > 0
      ? fileErrors[0]!
      : invalid.length > 0
        ? dryRun
          ? `${rowProblems}. Correct ${invalid.length === 1 ? 'it' : 'them'} first: a file with any bad row imports nothing.`
          : `${rowProblems}; nothing was imported. Correct ${invalid.length === 1 ? 'it' : 'them'} and try again.`
        : null;
  if (dryRun) return { report: report(problem ?? (rows.length === 1 ? 'The row is ready to import.' : `All ${rows.length} rows are ready to import.`)), checked: [] };
  if (problem) {
    const fields = Object.fromEntries(invalid.flatMap((row) => Object.entries(row.errors).map(([field, message]) => [`line ${row.line}.${field}`, message])));
    throw new AppError('VALIDATION_FAILED', problem, fileErrors.length > 0 ? { file: problem } : fields);
  }
  return { report: report(''), checked: rows.map((row) => row.institute!) };
}
