import { accreditationMessages, type AccreditedInstitute } from '@creds/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { resolveLazyRoutes } from '../../test/resolve-lazy-routes';
import { accreditationRoutes } from '../accreditation-routes';
import { pageRoutes } from '../router';

beforeAll(() => resolveLazyRoutes(accreditationRoutes));
afterEach(() => vi.unstubAllGlobals());

function institute(index: number, overrides: Partial<AccreditedInstitute> = {}): AccreditedInstitute {
  return {
    certificateId: `AC-${String(10_000_000 + index)}`,
    name: `Institute ${String(index).padStart(3, '0')}`,
    country: 'Kenya',
    startDate: '2026-01-01',
    endDate: '2027-01-01',
    comment: null,
    link: `https://institute-${index}.example`,
    ...overrides,
  };
}

/** A server that searches (lower-case, anywhere in the name) and pages like the real one; records each query. */
function stubServer(all: AccreditedInstitute[], answer?: () => Response) {
  const queries: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/accreditation/') return Response.json({ msg: 'Not found' }, { status: 404 });
      queries.push(url.searchParams);
      if (answer) return answer();
      const search = url.searchParams.get('search');
      const page = Number(url.searchParams.get('page'));
      const limit = Number(url.searchParams.get('limit'));
      const matching = all.filter((candidate) => !search || candidate.name.toLowerCase().includes(search.toLowerCase()));
      return Response.json({ msg: matching.slice((page - 1) * limit, page * limit), total: matching.length, page, nextPage: page * limit < matching.length ? page + 1 : null });
    }),
  );
  return queries;
}

describe('the list of accredited institutes', () => {
  it('shows "Loading..." and then the table, with periods in en-GB long dates', async () => {
    stubServer([institute(1, { name: 'Lakeshore College', comment: 'Nursing', startDate: '2026-01-01', endDate: '2027-01-01' })]);
    renderApp({ pages: pageRoutes, path: '/accredited-institutions' });
    expect(screen.getByRole('heading', { level: 1, name: 'ACCREDITED INSTITUTES' })).toBeInTheDocument();
    expect(await screen.findByText(accreditationMessages.loading)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'List of our Accredited Institutes' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Certificate No.', 'Name of the Institute', 'Country', 'Accreditation Period', 'Comment']);
    const row = await within(table).findByRole('row', { name: /Lakeshore College/ });
    expect(within(row).getByText('1 January 2026 - 1 January 2027')).toBeInTheDocument();
    expect(within(row).getByText('Nursing')).toBeInTheDocument();
    const name = within(row).getByRole('link', { name: 'Lakeshore College' });
    expect(name).toHaveAccessibleDescription('Opens in a new tab');
  });

  it('opens the institute link in a new tab from a click anywhere on its row; the name is a link of its own', async () => {
    stubServer([institute(7, { name: 'Harbour Polytechnic', link: 'https://harbour.example' })]);
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderApp({ pages: pageRoutes, path: '/accredited-institutions' });
    const row = await screen.findByRole('row', { name: /Harbour Polytechnic/ });
    await userEvent.click(within(row).getByText('Kenya'));
    expect(open).toHaveBeenCalledWith('https://harbour.example', '_blank', 'noopener,noreferrer');
    const link = within(row).getByRole('link', { name: /Harbour Polytechnic/ });
    expect(link).toHaveAttribute('href', 'https://harbour.example');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('searches on Enter and on the button, with the text trimmed, and pages through thousands', async () => {
    const queries = stubServer(Array.from({ length: 2500 }, (_, index) => institute(index)));
    renderApp({ pages: pageRoutes, path: '/accredited-institutions' });
    expect(await screen.findByText('1–20 of 2,500 institutes')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('21–40 of 2,500 institutes')).toBeInTheDocument();

    // The box starts afresh from each search in force, so it is looked up each time.
    const box = () => screen.getByRole('searchbox', { name: accreditationMessages.searchLabel });
    // "Institute 249" and "Institute 2490" to "Institute 2499".
    await userEvent.type(box(), '  INSTITUTE 249  {Enter}');
    expect(await screen.findByText('1–11 of 11 institutes matching “INSTITUTE 249”')).toBeInTheDocument();
    expect(queries.at(-1)!.get('search')).toBe('INSTITUTE 249');
    expect(queries.at(-1)!.get('page')).toBe('1');

    await userEvent.clear(box());
    await userEvent.type(box(), 'institute 2499');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('row', { name: /Institute 2499/ })).toBeInTheDocument();

    await userEvent.clear(box());
    await userEvent.type(box(), 'nowhere{Enter}');
    expect(await screen.findByText(accreditationMessages.noResults)).toBeInTheDocument();
  });

  it("reads the spec's answer, the whole list in msg, and matches a search in it by name", async () => {
    const all = [institute(1, { name: 'Lakeshore College' }), institute(2, { name: 'Harbour Polytechnic' }), institute(3, { name: 'Lake View Institute' })];
    stubServer([], () => Response.json({ msg: all.map(({ comment: _comment, ...rest }) => rest) }));
    renderApp({ pages: pageRoutes, path: '/accredited-institutions' });
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));

    await userEvent.type(screen.getByRole('searchbox'), '  LAKE {Enter}');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).queryByText('Harbour Polytechnic')).not.toBeInTheDocument();
  });

  it('says "An error occurred while loading the institutes list!" when the list does not load', { timeout: 15_000 }, async () => {
    stubServer([], () => Response.json({ msg: 'Something went wrong on our side.' }, { status: 500 }));
    renderApp({ pages: pageRoutes, path: '/accredited-institutions' });
    const table = screen.getByRole('table', { name: 'List of our Accredited Institutes' });
    await waitFor(() => expect(within(table).getByRole('alert')).toHaveTextContent(accreditationMessages.loadFailed), { timeout: 8000 });
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
