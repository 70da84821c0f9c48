import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../test/factories';
import { answer, mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { pageRoutes } from '../router';

const entry = {
  id: 'a1',
  at: '2026-11-20T10:00:00.000Z',
  actorName: 'Grace Admin',
  actorEmail: 'grace@example.com',
  action: 'price.updated',
  subjectType: 'price',
  subjectId: 'evaluation.individual',
  details: { before: 500, after: 650 },
};

describe('the audit log', () => {
  it('searches through the address and the API, and says when nothing matches', async () => {
    mockApi({
      'GET /admin/audit': () => answer(200, { msg: { data: [], nextPage: null } }),
    });
    const { router } = renderApp({ pages: pageRoutes, path: '/admin/audit', user: buildUser({ role: 'admin' }) });
    expect(await screen.findByText('Nothing has been recorded yet.')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the audit log' }), 'grace@example.com{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=grace%40example.com'));
    expect(await screen.findByText('No entry matches “grace@example.com”.')).toBeInTheDocument();
    const urls = vi.mocked(fetch).mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
    expect(urls.at(-1)!.searchParams.get('search')).toBe('grace@example.com');
  });

  it('lists what was done, by whom', async () => {
    mockApi({ 'GET /admin/audit': () => answer(200, { msg: { data: [entry], nextPage: null } }) });
    renderApp({ pages: pageRoutes, path: '/admin/audit?search=grace', user: buildUser({ role: 'admin' }) });
    expect(await screen.findByText('Grace Admin')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search the audit log' })).toHaveValue('grace');
  });

  it('draws each entry with its column names, and links the subjects the console has a page for', async () => {
    const entries = [
      { ...entry, id: 'a2', action: 'evaluation.verified', subjectType: 'evaluation', subjectId: 'B-12', details: { certificateId: '43766450', level: 3, points: 3 } },
      { ...entry, id: 'a3', action: 'user.role_changed', subjectType: 'user', subjectId: 'u-1', details: { email: 'ada@example.com', before: 'user', after: 'reviewer' } },
      { ...entry, id: 'a4', action: 'institute.added', subjectType: 'institute', subjectId: 'i-1', details: { certificateId: 'AC-7', name: 'Tech Institute' } },
      entry,
    ];
    mockApi({ 'GET /admin/audit': () => answer(200, { msg: { data: entries, nextPage: null } }) });
    renderApp({ pages: pageRoutes, path: '/admin/audit', user: buildUser({ role: 'admin' }) });

    const table = await screen.findByRole('table', { name: 'Audit log, newest first' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['When', 'Who', 'What', 'Subject']);
    const [, verified, roleChange, institute, price] = within(table).getAllByRole('row');
    expect(within(verified!).getAllByRole('cell').map((cell) => cell.dataset.label)).toEqual(['When', 'Who', 'What', 'Subject']);
    expect(within(verified!).getByRole('link', { name: 'B-12' })).toHaveAttribute('href', '/admin/evaluations/B-12');
    expect(within(roleChange!).getByRole('link', { name: 'ada@example.com' })).toHaveAttribute('href', '/admin/users?search=ada%40example.com');
    expect(within(institute!).getByRole('link', { name: 'AC-7' })).toHaveAttribute('href', '/admin/accreditation/institutes?search=AC-7');
    expect(within(price!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(price!).getByText('evaluation.individual')).toBeInTheDocument();
  });
});
