import { addYearsIso, utcIsoDate } from '@creds/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accreditedInstitutes } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { createUser, signIn } from '../../test/factories.js';
import { createInstitute } from '../../test/accreditation-fixtures.js';

let t: TestApp;
let adminCookie: string;
let reviewerCookie: string;
let userCookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  adminCookie = await signIn(t.app, await createUser(t.database.db, { role: 'admin' }));
  reviewerCookie = await signIn(t.app, await createUser(t.database.db, { role: 'reviewer' }));
  userCookie = await signIn(t.app, await createUser(t.database.db));
});
afterAll(() => t.close());

const today = utcIsoDate();
const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, cookie = adminCookie) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });
const listed = async (search: string) => (await t.app.inject({ method: 'GET', url: `/api/accreditation/?search=${encodeURIComponent(search)}` })).json().msg;

describe('managing the registry', () => {
  it('adds an institute (a new number when none is given), edits it and removes it; removed, it verifies as withdrawn', async () => {
    const added = await send('POST', '/api/admin/accreditation/institutes', {
      name: 'Granite Bay Nursing School',
      country: 'Nigeria',
      startDate: '2026-01-01',
      endDate: addYearsIso(today, 1),
      comment: 'Nursing diplomas',
      link: 'granite-bay.example',
      contactEmail: 'Office@Granite-Bay.example',
    });
    expect(added.statusCode, added.body).toBe(200);
    const institute = added.json().institute;
    expect(institute).toMatchObject({ certificateId: expect.stringMatching(/^AC-\d{8}$/), link: 'https://granite-bay.example', contactEmail: 'office@granite-bay.example', source: 'admin', state: 'current' });
    expect(await listed('granite bay')).toEqual([expect.objectContaining({ name: 'Granite Bay Nursing School', startDate: '2026-01-01' })]);

    const edited = await send('PUT', `/api/admin/accreditation/institutes/${institute.id}`, {
      certificateId: 'GB-2026-001',
      name: 'Granite Bay School of Nursing',
      country: 'Nigeria',
      startDate: '2026-01-01',
      endDate: addYearsIso(today, 1),
      comment: '',
      link: 'https://granite-bay.example',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().institute).toMatchObject({ certificateId: 'GB-2026-001', name: 'Granite Bay School of Nursing', comment: null, contactEmail: null });

    const taken = await createInstitute(t.database.db);
    const clash = await send('PUT', `/api/admin/accreditation/institutes/${institute.id}`, { ...edited.json().institute, certificateId: taken.certificateId.toLowerCase(), comment: null });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().fields).toEqual({ certificateId: 'Another institute already has this certificate number' });

    const badDates = await send('POST', '/api/admin/accreditation/institutes', { name: 'Backwards College', country: 'Kenya', startDate: '2026-05-01', endDate: '2026-04-01', link: 'backwards.example' });
    expect(badDates.statusCode).toBe(400);
    expect(badDates.json().fields).toMatchObject({ endDate: 'The end of the accreditation period must be after its start' });
    // Year 0000 is a date JavaScript reads and PostgreSQL refuses: a message, not a 500.
    const yearZero = await send('POST', '/api/admin/accreditation/institutes', { name: 'Ancient College', country: 'Kenya', startDate: '0000-01-01', endDate: '9999-12-31', link: 'ancient.example' });
    expect(yearZero.statusCode).toBe(400);
    expect(yearZero.json().fields).toEqual({ startDate: 'Enter a date between 1900 and 2199', endDate: 'Enter a date between 1900 and 2199' });

    expect((await send('DELETE', `/api/admin/accreditation/institutes/${institute.id}`)).statusCode).toBe(200);
    expect(await listed('granite bay')).toEqual([]);
    const verification = (await t.app.inject({ method: 'GET', url: '/api/accreditation/certificates/gb-2026-001' })).json().msg;
    expect(verification).toMatchObject({ certificateId: 'GB-2026-001', state: 'withdrawn' });
    expect((await send('DELETE', `/api/admin/accreditation/institutes/${institute.id}`)).statusCode).toBe(404);

    const withdrawn = (await send('GET', '/api/admin/accreditation/institutes?state=withdrawn&search=granite')).json().msg;
    expect(withdrawn.data).toEqual([expect.objectContaining({ id: institute.id, state: 'withdrawn', removedAt: expect.any(String) })]);
  });

  it('refuses to edit an institute another admin has removed, saving nothing', async () => {
    const institute = await createInstitute(t.database.db, { comment: 'As it was withdrawn' });
    expect((await send('DELETE', `/api/admin/accreditation/institutes/${institute.id}`)).statusCode).toBe(200);
    const edited = await send('PUT', `/api/admin/accreditation/institutes/${institute.id}`, {
      name: institute.name,
      country: institute.country,
      startDate: institute.startDate,
      endDate: institute.endDate,
      comment: 'Changed after removal',
      link: institute.link,
    });
    expect(edited.statusCode).toBe(409);
    expect(edited.json()).toMatchObject({ code: 'CONFLICT', msg: 'This institute was removed from the registry, so it can no longer be edited. Nothing was saved.' });
    const [row] = await t.database.db.select().from(accreditedInstitutes).where(eq(accreditedInstitutes.id, institute.id));
    expect(row).toMatchObject({ comment: 'As it was withdrawn', removedAt: expect.any(Date) });
  });

  it('refuses users and reviewers every registry route, and visitors who are not signed in', async () => {
    const institute = await createInstitute(t.database.db);
    const body = { name: 'Sneaky College', country: 'Kenya', startDate: today, endDate: addYearsIso(today, 1), link: 'sneaky.example' };
    const routes: [Parameters<typeof send>[0], string, unknown?][] = [
      ['GET', '/api/admin/accreditation/institutes'],
      ['POST', '/api/admin/accreditation/institutes', body],
      ['PUT', `/api/admin/accreditation/institutes/${institute.id}`, body],
      ['DELETE', `/api/admin/accreditation/institutes/${institute.id}`],
      ['DELETE', '/api/admin/accreditation/demo-institutes'],
      ['POST', '/api/admin/accreditation/import', { csv: 'name,country\nA,Kenya', dryRun: true }],
    ];
    for (const [method, url, payload] of routes) {
      expect((await send(method, url, payload, userCookie)).statusCode, `${method} ${url} as a user`).toBe(403);
      expect((await send(method, url, payload, reviewerCookie)).statusCode, `${method} ${url} as a reviewer`).toBe(403);
      expect((await t.app.inject({ method, url, ...(payload ? { payload: payload as object } : {}) })).statusCode, `${method} ${url} signed out`).toBe(401);
    }
    expect(await listed('sneaky college')).toEqual([]);
    // Refused before the input is read: a malformed call answers 403 too, not the admin's validation rules.
    const malformed: [Parameters<typeof send>[0], string, unknown?][] = [
      ['POST', '/api/admin/accreditation/institutes', {}],
      ['PUT', '/api/admin/accreditation/institutes/abc', body],
      ['POST', '/api/admin/accreditation/import', {}],
      ['POST', `/api/admin/accreditation/applications/${institute.id}/decision`, {}],
      ['PATCH', '/api/admin/users/x/role', {}],
      ['PUT', '/api/admin/prices/nothing', { amount: -1 }],
    ];
    for (const [method, url, payload] of malformed) {
      const response = await send(method, url, payload, userCookie);
      expect(response.statusCode, `${method} ${url} as a user`).toBe(403);
      expect(response.json().msg).toBe('You do not have access to this.');
    }
    expect((await send('GET', '/api/admin/accreditation/applications', undefined, userCookie)).statusCode).toBe(403);
    expect((await send('GET', '/api/admin/accreditation/applications', undefined, reviewerCookie)).statusCode).toBe(200);
  });
});

describe('importing institutes from CSV', () => {
  const header = 'Certificate No.,Name of the Institute,Country,Start Date,End Date,Comment,Link,Contact E-mail';
  const end = addYearsIso(today, 1);
  const row = (certificateId: string, name: string, extra: Partial<Record<'country' | 'start' | 'end' | 'link', string>> = {}) =>
    [certificateId, `"${name}"`, extra.country ?? 'Ghana', extra.start ?? today, extra.end ?? end, '"Imported, with a comma"', extra.link ?? 'imported.example', ''].join(',');
  const importCsv = (csv: string, dryRun: boolean) => send('POST', '/api/admin/accreditation/import', { csv, dryRun });

  it('previews row by row, and a file with a bad row imports nothing', async () => {
    const existing = await createInstitute(t.database.db);
    const csv = [
      header,
      row('IMP-001', 'Imported Academy One'),
      row('IMP-002', 'Imported Academy Two', { country: 'Wakanda' }),
      row('IMP-003', 'Imported Academy Three', { start: '2026-13-01' }),
      row('imp-001', 'Imported Academy Four'),
      row(existing.certificateId, 'Imported Academy Five'),
      row('', 'Imported Academy Six', { link: 'not a link' }),
    ].join('\n');

    const preview = await importCsv(csv, true);
    expect(preview.statusCode, preview.body).toBe(200);
    const result = preview.json().msg;
    expect(result).toMatchObject({ total: 6, invalid: 5, imported: 0, fileErrors: [], msg: '5 of 6 rows have problems. Correct them first: a file with any bad row imports nothing.' });
    expect(result.rows.map((checked: { line: number; errors: Record<string, string> }) => [checked.line, checked.errors])).toEqual([
      [2, {}],
      [3, { country: 'Choose a country from the list' }],
      [4, { startDate: 'Enter a valid date (YYYY-MM-DD)' }],
      [5, { certificateId: 'The same certificate number is on line 2' }],
      [6, { certificateId: 'Another institute already has this certificate number' }],
      [7, { link: 'Enter a valid URL' }],
    ]);
    expect(result.rows[0].values).toMatchObject({ certificateId: 'IMP-001', name: 'Imported Academy One', comment: 'Imported, with a comma' });

    const refused = await importCsv(csv, false);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ msg: '5 of 6 rows have problems; nothing was imported. Correct them and try again.', fields: { 'line 3.country': 'Choose a country from the list' } });
    expect(await listed('imported academy')).toEqual([]);
  });

  it('imports a clean file in one go, numbering rows without a certificate number', async () => {
    const csv = ['\ufeffname,country,startdate,enddate,link', 'Clean Import College,Ghana,2026-01-01,' + end + ',clean-import.example', '"Clean Import Institute, Accra",Ghana,2026-02-01,' + end + ',https://clean-import-2.example'].join('\r\n');
    expect((await importCsv(csv, true)).json().msg).toMatchObject({ invalid: 0, msg: 'All 2 rows are ready to import.', imported: 0 });
    const imported = await importCsv(csv, false);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().msg).toMatchObject({ imported: 2, msg: '2 institutes were imported.' });
    const rows = await listed('clean import');
    expect(rows.map((institute: { name: string }) => institute.name)).toEqual(['Clean Import College', 'Clean Import Institute, Accra']);
    expect(rows.every((institute: { certificateId: string }) => /^AC-\d{8}$/.test(institute.certificateId))).toBe(true);
    expect((await send('GET', '/api/admin/accreditation/institutes?search=clean import')).json().msg.data.every((institute: { source: string }) => institute.source === 'import')).toBe(true);
  });

  it('explains a file it cannot read: no header, a missing column, no rows', async () => {
    expect((await importCsv('name,country\nSolo College,Kenya', true)).json().msg.fileErrors).toEqual([
      'The header row has no "Start Date" column.',
      'The header row has no "End Date" column.',
      'The header row has no "Link" column.',
    ]);
    expect((await importCsv(header, true)).json().msg.fileErrors).toEqual(['The file has a header row but no institutes.']);
    expect((await importCsv([header, row('', 'Lone College', { country: 'Atlantis' })].join('\n'), true)).json().msg.msg).toBe(
      'The row has problems. Correct it first: a file with any bad row imports nothing.',
    );
    expect((await importCsv([header, row('', 'Lone College')].join('\n'), true)).json().msg.msg).toBe('The row is ready to import.');
    expect((await importCsv('"unclosed,quote\nx', true)).json().msg.fileErrors[0]).toMatch(/^The file is not valid CSV/);
    const before = (await t.database.db.select().from(accreditedInstitutes)).length;
    expect((await importCsv(header, false)).statusCode).toBe(400);
    expect((await t.database.db.select().from(accreditedInstitutes)).length).toBe(before);
  });

  it('reports an institute already listed (same name and country, any case and spacing) or twice in the file, so a file imported again adds nothing', async () => {
    const csv = [header, row('', 'Twice Imported College'), row('', 'Twice Imported Institute', { country: 'Kenya' })].join('\n');
    expect((await importCsv(csv, false)).statusCode).toBe(200);
    const [first] = await listed('twice imported college');

    const again = await importCsv(csv, true);
    expect(again.json().msg).toMatchObject({ total: 2, invalid: 2 });
    expect(again.json().msg.rows[0].errors).toEqual({ name: `This institute is already listed in this country (certificate ${first.certificateId})` });
    const refused = await importCsv(csv, false);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toMatchObject({ 'line 2.name': expect.stringMatching(/^This institute is already listed in this country/) });

    const variants = [header, row('', '  twice   IMPORTED college '), row('', 'Twice Imported College', { country: 'Kenya' }), row('', 'New Twice College'), row('', 'new twice  college')].join('\n');
    expect((await importCsv(variants, true)).json().msg.rows.map((checked: { errors: Record<string, string> }) => checked.errors)).toEqual([
      { name: `This institute is already listed in this country (certificate ${first.certificateId})` },
      {},
      {},
      { name: 'The same institute is on line 4' },
    ]);
    expect(await listed('twice imported')).toHaveLength(2);
  });

  it('imports a file sent twice at once only once', async () => {
    const csv = [header, row('', 'Double Click Academy'), row('', 'Double Click Institute')].join('\n');
    const answers = await Promise.all([importCsv(csv, false), importCsv(csv, false)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(await listed('double click')).toHaveLength(2);
  });

  it('says a file separated by semicolons or tabs must be comma-separated', async () => {
    const semicolons = await importCsv(['Name;Country;Start Date;End Date;Link', `Semicolon College;Ghana;${today};${end};semicolon.example`].join('\n'), true);
    expect(semicolons.json().msg.fileErrors).toEqual([
      'The file must be comma-separated, and this one is separated by semicolons. Save it from your spreadsheet as "CSV (comma delimited)", or replace the separators with commas, then choose it again.',
    ]);
    const tabs = await importCsv(['Name\tCountry\tStart Date\tEnd Date\tLink', `Tab College\tGhana\t${today}\t${end}\ttab.example`].join('\n'), false);
    expect(tabs.statusCode).toBe(400);
    expect(tabs.json().msg).toMatch(/^The file must be comma-separated, and this one is separated by tabs\./);
  });

  it('handles thousands of rows', async () => {
    const lines = [header, ...Array.from({ length: 3000 }, (_, index) => row(`BULK-${index}`, `Bulk Institute ${String(index).padStart(4, '0')}`))];
    const imported = await importCsv(lines.join('\n'), false);
    expect(imported.statusCode, imported.body.slice(0, 300)).toBe(200);
    expect(imported.json().msg.imported).toBe(3000);
    const page = (await t.app.inject({ method: 'GET', url: '/api/accreditation/?search=bulk institute&page=150&limit=20' })).json();
    expect(page).toMatchObject({ total: 3000, page: 150, nextPage: null });
    expect(page.msg[19].name).toBe('Bulk Institute 2999');
  });
});
