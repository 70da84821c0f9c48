import { searchMaxLength, userRoleMessages, type Role } from '@creds/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../test/factories';
import { answer, mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { pageRoutes } from '../router';

const listed = (user: { id: string; username: string; email: string }, role: Role) => ({
  id: user.id,
  username: user.username,
  email: user.email,
  role,
  status: 'active',
  createdAt: '2026-01-10T10:00:00.000Z',
});
const page = (...rows: ReturnType<typeof listed>[]) => answer(200, { msg: { data: rows, nextPage: null } });

describe('the review console', () => {
  it('has no chat button over its forms (it is for visitors and applicants)', async () => {
    const me = buildUser({ role: 'admin', username: 'Grace Admin' });
    mockApi({ 'GET /admin/users': () => page(listed(me, 'admin')) });
    renderApp({ pages: pageRoutes, path: '/admin/users', user: me });
    expect(await screen.findByLabelText('Role of Grace Admin')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Chat with us' })).not.toBeInTheDocument();
  });
});

describe('changing your own role', () => {
  it('asks first, saying what you lose, and cancelling changes nothing', async () => {
    const me = buildUser({ role: 'admin', username: 'Grace Admin' });
    const api = mockApi({ 'GET /admin/users': () => page(listed(me, 'admin')) });
    renderApp({ pages: pageRoutes, path: '/admin/users', user: me });

    await userEvent.selectOptions(await screen.findByLabelText('Role of Grace Admin'), 'user');
    await userEvent.click(screen.getByRole('button', { name: /Apply/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Make yourself user?' });
    expect(dialog).toHaveTextContent('You will lose access to the review console and every admin page.');
    expect(dialog).toHaveTextContent('You will be signed out at once');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo(`PATCH /admin/users/${me.id}/role`)).toEqual([]);
  });

  it('once confirmed, signs you out to /login with a notification, not an "Unauthorized" box', async () => {
    const me = buildUser({ role: 'admin', username: 'Grace Admin' });
    const api = mockApi({
      'GET /admin/users': () => page(listed(me, 'admin')),
      [`PATCH /admin/users/${me.id}/role`]: () => answer(200, { msg: userRoleMessages.changed }),
      // Should anything still ask, the session is gone.
      'POST /auth/validate-session': () => answer(401, { msg: userRoleMessages.signedOut('reviewer'), code: 'UNAUTHORIZED' }),
    });
    const { router } = renderApp({ pages: pageRoutes, path: '/admin/users', user: me });

    await userEvent.selectOptions(await screen.findByLabelText('Role of Grace Admin'), 'reviewer');
    await userEvent.click(screen.getByRole('button', { name: /Apply/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Make yourself reviewer?' });
    expect(dialog).toHaveTextContent('You will lose access to the admin pages');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make me reviewer' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(/Your role is now reviewer and you have been signed out/)).toBeInTheDocument();
    expect(api.callsTo(`PATCH /admin/users/${me.id}/role`).map((call) => call.body)).toEqual([{ role: 'reviewer', expectedRole: 'admin' }]);
    expect(api.callsTo('GET /admin/users')).toHaveLength(1);
    expect(screen.queryByText('Unauthorized')).not.toBeInTheDocument();
  });
});

describe("changing someone's role", () => {
  it('sends the role shown, and on a conflict shows the message and the role as it is now', async () => {
    const admin = buildUser({ role: 'admin' });
    const other = buildUser({ username: 'Xavier Stale' });
    let role: Role = 'reviewer';
    const conflict = "Xavier Stale's role changed to admin since you loaded this page. Check it and try again.";
    const api = mockApi({
      'GET /admin/users': () => page(listed(other, role)),
      [`PATCH /admin/users/${other.id}/role`]: () => answer(409, { msg: conflict, code: 'CONFLICT' }),
    });
    renderApp({ pages: pageRoutes, path: '/admin/users', user: admin });

    const select = await screen.findByLabelText('Role of Xavier Stale');
    expect(select).toHaveValue('reviewer');
    role = 'admin'; // another admin, meanwhile
    await userEvent.selectOptions(select, 'user');
    await userEvent.click(screen.getByRole('button', { name: /Apply/ }));

    expect(await screen.findAllByText(conflict)).not.toHaveLength(0);
    expect(api.callsTo(`PATCH /admin/users/${other.id}/role`).map((call) => call.body)).toEqual([{ role: 'user', expectedRole: 'reviewer' }]);
    await waitFor(() => expect(screen.getByLabelText('Role of Xavier Stale')).toHaveValue('admin'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('searching users', () => {
  it(`stops typing at ${searchMaxLength} characters`, async () => {
    mockApi({ 'GET /admin/users': () => page() });
    renderApp({ pages: pageRoutes, path: '/admin/users', user: buildUser({ role: 'admin' }) });
    const box = screen.getByRole('searchbox', { name: 'Search users' });
    expect(box).toHaveAttribute('maxLength', String(searchMaxLength));
    await userEvent.type(box, 'x'.repeat(searchMaxLength + 20));
    expect(box).toHaveValue('x'.repeat(searchMaxLength));
  });

  it('searches the first part of a longer search in the address instead of failing the list', async () => {
    const admin = buildUser({ role: 'admin', username: 'Grace Admin' });
    mockApi({ 'GET /admin/users': () => page(listed(admin, 'admin')) });
    renderApp({ pages: pageRoutes, path: `/admin/users?search=${'y'.repeat(searchMaxLength + 50)}`, user: admin });

    expect(await screen.findByLabelText('Role of Grace Admin')).toBeInTheDocument();
    const urls = vi.mocked(fetch).mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
    expect(urls.at(-1)!.searchParams.get('search')).toBe('y'.repeat(searchMaxLength));
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('y'.repeat(searchMaxLength));
  });
});
