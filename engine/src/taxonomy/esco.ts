import type { TaxonomyFile, TaxonomySkill } from './taxonomy.js';

/** Parses CSV (RFC 4180: quoted fields may hold commas, quotes as "" and line breaks). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((value) => value.trim() !== ''));
}

// ESCO labels longer than this many words are descriptions, not phrases a course would use.
const maxAliasWords = 6;

function labelsOf(cell: string | undefined): string[] {
  return (cell ?? '')
    .split(/\n|\|/)
    .map((label) => label.trim())
    .filter((label) => label.length >= 3 && label.split(/\s+/).length <= maxAliasWords);
}

function categoryOf(skillType: string | undefined): string {
  const type = (skillType ?? '').trim().toLowerCase();
  if (type === 'knowledge') return 'ESCO knowledge';
  if (type.startsWith('skill')) return 'ESCO skills and competences';
  return 'ESCO';
}

/**
 * Converts ESCO's `skills_en.csv` (columns include conceptUri, skillType, preferredLabel, altLabels,
 * status) into the engine's taxonomy format. Obsolete concepts are skipped. Throws an Error naming
 * the missing columns when the file is not an ESCO skills export.
 */
export function escoToTaxonomy(csv: string, version = 'esco'): TaxonomyFile {
  const [header, ...rows] = parseCsv(csv.replace(/^\ufeff/, ''));
  if (!header) throw new Error('The ESCO file is empty.');
  const column = (name: string) => header.findIndex((cell) => cell.trim() === name);
  const uri = column('conceptUri');
  const preferred = column('preferredLabel');
  const alternatives = column('altLabels');
  const type = column('skillType');
  const status = column('status');
  const missing = [
    ['conceptUri', uri],
    ['preferredLabel', preferred],
  ].filter(([, index]) => index === -1);
  if (missing.length > 0) throw new Error(`Not an ESCO skills file: missing column(s) ${missing.map(([name]) => name).join(', ')}.`);

  const skills: TaxonomySkill[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    if (status >= 0 && (row[status] ?? '').trim().toLowerCase() === 'obsolete') continue;
    const name = (row[preferred] ?? '').trim();
    const conceptUri = (row[uri] ?? '').trim();
    if (!name || !conceptUri) continue;
    const id = `esco.${conceptUri.split('/').pop() ?? conceptUri}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const aliases = [...new Set(labelsOf(alternatives >= 0 ? row[alternatives] : undefined).filter((alias) => alias.toLowerCase() !== name.toLowerCase()))];
    skills.push({ id, name, category: categoryOf(type >= 0 ? row[type] : undefined), aliases });
  }
  return { name: 'ESCO skills', version, description: 'Converted from an ESCO skills_en.csv download by `engine import-esco`.', skills };
}
