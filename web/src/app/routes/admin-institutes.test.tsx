import { accreditationMessages, maxImportBytes, type AdminInstitute } from '@creds/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../test/factories';
import { answer, mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { resolveLazyRoutes } from '../../test/resolve-lazy-routes';
import { accreditationRoutes } from '../accreditation-routes';
import { pageRoutes } from '../router';

beforeAll(() => resolveLazyRoutes(accreditationRoutes));
afterEach(() => vi.unstubAllGlobals());

const admin = buildUser({ role: 'admin' });
const path = '/admin/accreditation/institutes';

function institute(overrides: Partial<AdminInstitute> = {}): AdminInstitute {
  return {
    id: '3f1a6c2e-1b7d-4c55-8a0e-2f6b9d4c7a10',
    certificateId: 'DEMO-0001',
    name: 'Northwind Polytechnic (Demo)',
    country: 'United States',
    startDate: '2026-07-25',
    endDate: '2027-07-25',
    comment: null,
    link: 'https://northwind-polytechnic.example',
    state: 'current',
    source: 'demo',
    contactEmail: null,
    yearsAccredited: 1,
    removedAt: null,
    createdAt: '2026-07-25T00:00:00.000Z',
    ...overrides,
  };
}

const page = (data: AdminInstitute[]) => answer(200, { msg: { data, nextPage: null, total: data.length, demoCount: data.filter((row) => row.source === 'demo').length } });

describe('the registry, for admins', () => {
  it('removes every demo institute with one action, after asking', async () => {
    let registry = [institute(), institute({ id: '5c0e2b8a-9d1f-4e3a-b7c6-1a2b3c4d5e6f', certificateId: 'AC-12345674', name: 'Lakeshore Technical College', source: 'application' })];
    const api = mockApi({
      'GET /admin/accreditation/institutes': () => page(registry),
      'DELETE /admin/accreditation/demo-institutes': () => {
        registry = registry.filter((row) => row.source !== 'demo');
        return answer(200, { msg: '1 demo institute was removed.', removed: 1 });
      },
    });
    renderApp({ pages: pageRoutes, path, user: admin });

    expect(await screen.findByText(/The registry holds 1 demo institute,/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove the demo institutes' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove the demo institutes?' });
    expect(api.callsTo('DELETE /admin/accreditation/demo-institutes')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove them' }));

    expect(await screen.findByText('1 demo institute was removed.')).toBeInTheDocument();
    expect(api.callsTo('DELETE /admin/accreditation/demo-institutes')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText(/The registry holds/)).not.toBeInTheDocument());
    expect(screen.queryByRole('cell', { name: /Northwind/ })).not.toBeInTheDocument();
  });

  it('adds an institute: the contract’s rules under each labelled field first, then the checked values', async () => {
    const api = mockApi({
      'GET /admin/accreditation/institutes': () => page([]),
      'POST /admin/accreditation/institutes': (call) =>
        answer(200, { msg: 'The institute has been added.', institute: institute({ ...(call.body as object), certificateId: 'AC-12345674', source: 'admin' }) }),
    });
    renderApp({ pages: pageRoutes, path, user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Add an institute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an institute' });
    const form = within(dialog);

    await userEvent.click(form.getByRole('button', { name: 'Add the institute' }));
    expect(await form.findByLabelText('Name of the Institute')).toHaveAccessibleDescription('This field is required');
    expect(form.getByLabelText('Country')).toHaveAccessibleDescription('This field is required');
    expect(form.getByLabelText('Link')).toHaveAccessibleDescription('This field is required');
    expect(api.callsTo('POST /admin/accreditation/institutes')).toHaveLength(0);

    await userEvent.type(form.getByLabelText('Name of the Institute'), 'Granite Bay Nursing School');
    await userEvent.selectOptions(form.getByLabelText('Country'), 'Nigeria');
    await userEvent.clear(form.getByLabelText('Start date'));
    await userEvent.type(form.getByLabelText('Start date'), '2026-05-01');
    await userEvent.clear(form.getByLabelText('End date'));
    await userEvent.type(form.getByLabelText('End date'), '2026-04-01');
    await userEvent.type(form.getByLabelText('Link'), 'granite-bay.example');
    await userEvent.click(form.getByRole('button', { name: 'Add the institute' }));
    expect(await form.findByLabelText('End date')).toHaveAccessibleDescription('The end of the accreditation period must be after its start');

    await userEvent.clear(form.getByLabelText('End date'));
    await userEvent.type(form.getByLabelText('End date'), '2027-05-01');
    await userEvent.click(form.getByRole('button', { name: 'Add the institute' }));
    expect(await screen.findByText('The institute has been added.')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/accreditation/institutes')[0]!.body).toEqual({
      certificateId: null,
      name: 'Granite Bay Nursing School',
      country: 'Nigeria',
      startDate: '2026-05-01',
      endDate: '2027-05-01',
      comment: null,
      link: 'https://granite-bay.example',
      contactEmail: null,
    });
  });

  it('edits an institute and removes one from the list, after asking', async () => {
    const listed = institute({ certificateId: 'AC-12345674', name: 'Lakeshore Technical College', source: 'application', comment: 'Welding' });
    const api = mockApi({
      'GET /admin/accreditation/institutes': () => page([listed]),
      [`PUT /admin/accreditation/institutes/${listed.id}`]: (call) => answer(200, { msg: 'The institute has been saved.', institute: { ...listed, ...(call.body as object) } }),
      [`DELETE /admin/accreditation/institutes/${listed.id}`]: () => answer(200, { msg: 'The institute has been removed from the list.' }),
    });
    renderApp({ pages: pageRoutes, path, user: admin });

    await userEvent.click(await screen.findByRole('button', { name: 'Edit Lakeshore Technical College' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit the institute' }));
    expect(dialog.getByLabelText('Certificate No.')).toHaveValue('AC-12345674');
    await userEvent.clear(dialog.getByLabelText('Comment (public)'));
    await userEvent.type(dialog.getByLabelText('Comment (public)'), 'Welding and electrical programmes');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The institute has been saved.')).toBeInTheDocument();
    expect(api.callsTo(`PUT /admin/accreditation/institutes/${listed.id}`)[0]!.body).toMatchObject({ certificateId: 'AC-12345674', comment: 'Welding and electrical programmes' });

    await userEvent.click(screen.getByRole('button', { name: 'Remove Lakeshore Technical College' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Remove the institute?' }));
    expect(confirm.getByText(/AC-12345674 will verify as withdrawn/)).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The institute has been removed from the list.')).toBeInTheDocument();
    expect(api.callsTo(`DELETE /admin/accreditation/institutes/${listed.id}`)).toHaveLength(1);
  });
});

describe('editing an institute another admin has removed', () => {
  it('says it was removed, saves nothing, closes the dialog and shows the list as it is now', async () => {
    const listed = institute({ certificateId: 'AC-12345674', name: 'Lakeshore Technical College', source: 'application', comment: 'Welding' });
    let registry = [listed];
    const api = mockApi({
      'GET /admin/accreditation/institutes': () => page(registry),
      [`PUT /admin/accreditation/institutes/${listed.id}`]: () => {
        registry = [{ ...listed, state: 'withdrawn', removedAt: '2026-11-05T10:00:00.000Z' }];
        return answer(409, { msg: accreditationMessages.instituteRemoved, code: 'CONFLICT' });
      },
    });
    renderApp({ pages: pageRoutes, path, user: admin });

    await userEvent.click(await screen.findByRole('button', { name: 'Edit Lakeshore Technical College' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit the institute' }));
    await userEvent.type(dialog.getByLabelText('Comment (public)'), ' and electrical');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('This institute was removed from the registry, so it can no longer be edited. Nothing was saved.')).toBeInTheDocument();
    expect(screen.queryByText('The institute has been saved.')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit the institute' })).not.toBeInTheDocument());
    const row = await screen.findByRole('row', { name: /Lakeshore Technical College.*Withdrawn/ });
    expect(within(row).queryByRole('button', { name: 'Edit Lakeshore Technical College' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /admin/accreditation/institutes').length).toBeGreaterThanOrEqual(2);
  });
});

describe('importing institutes, for admins', () => {
  const importPath = '/admin/accreditation/import';
  const csvFile = (text: string, name = 'institutes.csv') => new File([text], name, { type: 'text/csv' });

  it('says under the file input what is wrong with a file it cannot check', async () => {
    const api = mockApi({});
    renderApp({ pages: pageRoutes, path: importPath, user: admin });
    const input = await screen.findByLabelText('CSV file');
    await userEvent.upload(input, new File([new Uint8Array(maxImportBytes + 1)], 'huge.csv', { type: 'text/csv' }));
    expect(await screen.findByLabelText('CSV file')).toHaveAccessibleDescription(/The file is too large \(5 MB at most\)/);
    expect(api.callsTo('POST /admin/accreditation/import')).toHaveLength(0);
  });

  it('checks the file first, imports it on demand, and then shows the import’s own report', async () => {
    const row = { line: 2, values: { certificateId: '', name: 'Imported College', country: 'Ghana', startDate: '2026-01-01', endDate: '2027-01-01', comment: '', link: 'https://imported.example', contactEmail: '' }, errors: {} };
    const api = mockApi({
      'POST /admin/accreditation/import': (call) => {
        const { dryRun } = call.body as { dryRun: boolean };
        return answer(200, { msg: { msg: dryRun ? 'The row is ready to import.' : '1 institute was imported.', fileErrors: [], rows: [row], total: 1, invalid: 0, imported: dryRun ? 0 : 1 } });
      },
    });
    renderApp({ pages: pageRoutes, path: importPath, user: admin });
    await userEvent.upload(await screen.findByLabelText('CSV file'), csvFile('Name of the Institute,Country,Start Date,End Date,Link\nImported College,Ghana,2026-01-01,2027-01-01,imported.example'));
    expect(await screen.findByText('The row is ready to import.')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/accreditation/import')[0]!.body).toMatchObject({ dryRun: true, csv: expect.stringContaining('Imported College') });

    await userEvent.click(screen.getByRole('button', { name: 'Import 1 institute' }));
    expect(await screen.findByRole('button', { name: 'Imported' })).toBeDisabled();
    expect(api.callsTo('POST /admin/accreditation/import')[1]!.body).toMatchObject({ dryRun: false });
    expect(screen.queryByText('The row is ready to import.')).not.toBeInTheDocument();
    expect(screen.getAllByText('1 institute was imported.').length).toBeGreaterThanOrEqual(1);
  });

  it('imports once however fast the button is clicked twice', async () => {
    const rows = ['Double Click Academy', 'Double Click Institute'].map((name, index) => ({
      line: index + 2,
      values: { certificateId: '', name, country: 'Ghana', startDate: '2026-01-01', endDate: '2027-01-01', comment: '', link: 'https://double.example', contactEmail: '' },
      errors: {},
    }));
    let finishImport = () => {};
    const api = mockApi({
      'POST /admin/accreditation/import': async (call) => {
        const { dryRun } = call.body as { dryRun: boolean };
        if (!dryRun) await new Promise<void>((resolve) => (finishImport = resolve));
        return answer(200, { msg: { msg: dryRun ? 'All 2 rows are ready to import.' : '2 institutes were imported.', fileErrors: [], rows, total: 2, invalid: 0, imported: dryRun ? 0 : 2 } });
      },
    });
    renderApp({ pages: pageRoutes, path: importPath, user: admin });
    await userEvent.upload(await screen.findByLabelText('CSV file'), csvFile('Name of the Institute,Country,Start Date,End Date,Link\nDouble Click Academy,Ghana,2026-01-01,2027-01-01,double.example'));
    const button = await screen.findByRole('button', { name: 'Import 2 institutes' });

    // Both clicks of a double click arrive before the mutation's pending state has re-rendered the button.
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Importing…' })).toBeDisabled();
    finishImport();
    expect(await screen.findByRole('button', { name: 'Imported' })).toBeDisabled();
    expect(api.callsTo('POST /admin/accreditation/import').filter((call) => !(call.body as { dryRun: boolean }).dryRun)).toHaveLength(1);
  });

  it('offers no import of a file with problems, nor claims to', async () => {
    const row = { line: 2, values: { certificateId: '', name: 'Bad College', country: 'Wakanda', startDate: '2026-01-01', endDate: '2027-01-01', comment: '', link: 'https://bad.example', contactEmail: '' }, errors: { country: 'Choose a country from the list' } };
    mockApi({
      'POST /admin/accreditation/import': () =>
        answer(200, { msg: { msg: 'The row has problems. Correct it first: a file with any bad row imports nothing.', fileErrors: [], rows: [row], total: 1, invalid: 1, imported: 0 } }),
    });
    renderApp({ pages: pageRoutes, path: importPath, user: admin });
    await userEvent.upload(await screen.findByLabelText('CSV file'), csvFile('Name of the Institute,Country,Start Date,End Date,Link\nBad College,Wakanda,2026-01-01,2027-01-01,bad.example'));
    expect(await screen.findByRole('button', { name: 'Nothing to import' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument();
  });
});
