import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from '../../../app/router';
import { buildUser } from '../../../test/factories';
import { answer, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const row = (overrides: Record<string, unknown> = {}) => ({
  id: 'e1',
  badge_id: 'BDG-1',
  courseName: 'Data Structures and Algorithms',
  complexity: 'Intermediate',
  level: 3,
  points: 3,
  badgeCreationDate: '2025-02-10T09:00:00.000Z',
  status: 'pending',
  paymentStatus: 'succeeded',
  holderName: 'Ada Lovelace',
  holderEmail: 'ada@example.com',
  paidAt: '2025-02-10T10:00:00.000Z',
  dueAt: '2025-02-12T10:00:00.000Z',
  overdue: false,
  ...overrides,
});

describe('review queue', () => {
  it('lists the evaluations with their due dates, marking the overdue ones, each linked to its review', async () => {
    mockApi({
      'GET /admin/queue': () =>
        answer(200, {
          msg: {
            data: [row({ overdue: true }), row({ id: 'e2', badge_id: 'BDG-2', courseName: 'Organic Chemistry', dueAt: '2099-01-02T10:00:00.000Z' })],
            nextPage: null,
            total: 2,
          },
        }),
    });
    renderApp({ pages: pageRoutes, path: '/admin', user: buildUser({ role: 'reviewer' }) });

    const table = await screen.findByRole('table');
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first!).getByRole('link', { name: 'Data Structures and Algorithms' })).toHaveAttribute('href', '/admin/evaluations/BDG-1');
    expect(within(first!).getByText('Overdue')).toBeInTheDocument();
    expect(first).toHaveTextContent('12 Feb 2025');
    expect(within(second!).queryByText('Overdue')).not.toBeInTheDocument();
    expect(screen.getByText(/2 evaluations/)).toHaveTextContent('1 overdue on this page');
  });

  it('filters by status and search through the address and the API', async () => {
    const api = mockApi({ 'GET /admin/queue': () => answer(200, { msg: { data: [], nextPage: null, total: 0 } }) });
    const { router } = renderApp({ pages: pageRoutes, path: '/admin', user: buildUser({ role: 'reviewer' }) });
    expect(await screen.findByText(/Nothing is waiting for review/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Verified' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=verified'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'ada{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?status=verified&search=ada'));

    await waitFor(() => expect(screen.getByText('No evaluations match this search.')).toBeInTheDocument());
    const queries = api.callsTo('GET /admin/queue');
    expect(queries.length).toBeGreaterThanOrEqual(3);
    const fetchMock = globalThis.fetch as unknown as { mock: { calls: [RequestInfo | URL][] } };
    const lastUrl = new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://localhost');
    expect(Object.fromEntries(lastUrl.searchParams)).toEqual({ status: 'verified', search: 'ada', page: '1' });
  });
});
