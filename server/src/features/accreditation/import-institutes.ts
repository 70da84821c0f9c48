import {
  accreditationMessages,
  importColumns,
  instituteInputSchema,
  maxImportRows,
  requiredImportColumns,
  type CurrentUser,
  type ImportColumnKey,
  type ImportResult,
  type ImportRow,
  type InstituteValues,
} from '@creds/contract';
import { parse } from 'csv-parse/sync';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accreditedInstitutes } from '../../db/schema.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { newCertificateId } from '../certificates/certificate-id.js';
import { instituteCertificatePrefix } from './institute-certificate-id.js';

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
  if (problems.length > 0) return { fileErrors: problems, rows: [] };
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
 * is checked like the admin form, and certificate numbers must be new. A dry run only reports; a real
 * import writes every row in one transaction, or, when any row has a problem, writes nothing.
 */
export async function importInstitutes(db: Database, admin: CurrentUser, input: { csv: string; dryRun: boolean }): Promise<ImportResult> {
  const { fileErrors, rows } = await checkFile(db, input.csv);
  const invalid = rows.filter((row) => Object.keys(row.errors).length > 0);
  const report = (msg: string, imported: number): ImportResult => ({
    msg,
    fileErrors,
    rows: rows.map(({ line, values, errors }) => ({ line, values, errors })),
    total: rows.length,
    invalid: invalid.length,
    imported,
  });

  const rowProblems = rows.length === 1 ? 'The row has problems' : `${invalid.length} of ${rows.length} rows ${invalid.length === 1 ? 'has' : 'have'} problems`;
  const problem =
    fileErrors.length > 0
      ? fileErrors[0]!
      : invalid.length > 0
        ? input.dryRun
          ? `${rowProblems}. Correct ${invalid.length === 1 ? 'it' : 'them'} first: a file with any bad row imports nothing.`
          : `${rowProblems}; nothing was imported. Correct ${invalid.length === 1 ? 'it' : 'them'} and try again.`
        : null;
  if (input.dryRun) return report(problem ?? (rows.length === 1 ? 'The row is ready to import.' : `All ${rows.length} rows are ready to import.`), 0);
  if (problem) {
    const fields = Object.fromEntries(invalid.flatMap((row) => Object.entries(row.errors).map(([field, message]) => [`line ${row.line}.${field}`, message])));
    throw new AppError('VALIDATION_FAILED', problem, fileErrors.length > 0 ? { file: problem } : fields);
  }

  const institutes = await withCertificateIds(db, rows.map((row) => row.institute!));
  await db.transaction(async (tx) => {
    for (let start = 0; start < institutes.length; start += 500) {
      await tx.insert(accreditedInstitutes).values(
        institutes.slice(start, start + 500).map((institute) => ({ ...institute, contactEmail: institute.contactEmail?.toLowerCase() ?? null, source: 'import' as const })),
      );
    }
    await recordAudit(tx, { actorId: admin.id, action: 'institute.imported', subjectType: 'institute', subjectId: 'import', details: { count: institutes.length } });
  });
  return report(`${institutes.length} ${institutes.length === 1 ? 'institute was' : 'institutes were'} imported.`, institutes.length);
}
