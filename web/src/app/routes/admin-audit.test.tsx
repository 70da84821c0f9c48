import { screen, waitFor } from '@testing-library/react';
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
});
