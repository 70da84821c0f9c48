import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from '../../../app/router';
import { buildUser } from '../../../test/factories';
import { answer, mockApi } from '../../../test/mock-api';
import { openHeaderMenu, renderApp } from '../../../test/render-app';

const emptyQueue = () => answer(200, { msg: { data: [], nextPage: null, total: 0 } });

describe('review console guard', () => {
  it('sends a signed-out visitor to sign in', async () => {
    const { router } = renderApp({ pages: pageRoutes, path: '/admin', user: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('tells a user without a reviewer or admin role plainly that the console is not for them', () => {
    const api = mockApi({ 'GET /admin/queue': emptyQueue });
    renderApp({ pages: pageRoutes, path: '/admin', user: buildUser({ role: 'user' }) });

    expect(screen.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.getByText(/for reviewers and administrators/)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('opens the queue for a reviewer, without the admin sections', async () => {
    mockApi({ 'GET /admin/queue': emptyQueue });
    renderApp({ pages: pageRoutes, path: '/admin', user: buildUser({ role: 'reviewer' }) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Review queue' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Review console' });
    expect(nav).toHaveTextContent('Queue');
    expect(nav).not.toHaveTextContent('Users');
  });

  it('keeps the admin pages from a reviewer', () => {
    const api = mockApi({});
    renderApp({ pages: pageRoutes, path: '/admin/users', user: buildUser({ role: 'reviewer' }) });

    expect(screen.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.getByText(/for administrators only/)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('opens every section for an admin', async () => {
    mockApi({ 'GET /admin/users': () => answer(200, { msg: { data: [], nextPage: null } }) });
    renderApp({ pages: pageRoutes, path: '/admin/users', user: buildUser({ role: 'admin' }) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Users and roles' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Review console' });
    for (const name of ['Queue', 'Users', 'Prices', 'Audit log', 'Background jobs']) expect(nav).toHaveTextContent(name);
  });
});

describe('the header link to the console', () => {
  it('is in the mobile menu of a reviewer, not of a user', async () => {
    const { unmount } = renderApp({ path: '/somewhere', user: buildUser({ role: 'reviewer' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Review console' })).toHaveAttribute('href', '/admin');
    unmount();

    renderApp({ path: '/somewhere', user: buildUser({ role: 'user' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(within(await screen.findByRole('dialog', { name: 'Menu' })).queryByRole('link', { name: 'Review console' })).not.toBeInTheDocument();
  });

  it('is in the Account menu of an admin', async () => {
    renderApp({ path: '/somewhere', user: buildUser({ role: 'admin' }) });
    expect(within(await openHeaderMenu('Account')).getByRole('link', { name: /Review console/ })).toHaveAttribute('href', '/admin');
  });
});
