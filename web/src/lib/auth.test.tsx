import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';
import { fetchCurrentUser, GuestOnly, SignedInOnly } from './auth';

const pages = [
  { path: '/login', element: <h1>Sign in page</h1> },
  { path: '/home', element: <h1>Home page</h1> },
  { element: <SignedInOnly />, children: [{ path: '/private', element: <h1>Private page</h1> }] },
  { element: <GuestOnly />, children: [{ path: '/guest', element: <h1>Guest page</h1> }] },
];
const ada = { username: 'ada', email: 'ada@example.com' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('route guards', () => {
  it('shows a spinner while the session check runs', () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise<never>(() => {})));
    renderApp({ pages, path: '/private', user: 'checking' });
    expect(screen.getByText('Checking your session')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Private page' })).not.toBeInTheDocument();
  });

  it('sends a visitor from a signed-in page to /login, replacing the entry', () => {
    const { router } = renderApp({ pages, path: '/private', user: null });
    expect(screen.getByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows a signed-in page to a signed-in user', () => {
    renderApp({ pages, path: '/private', user: ada });
    expect(screen.getByRole('heading', { name: 'Private page' })).toBeInTheDocument();
  });

  it('sends a signed-in user from a guest page to /', () => {
    const { router } = renderApp({ pages, path: '/guest', user: ada });
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows a guest page to a visitor', () => {
    renderApp({ pages, path: '/guest', user: null });
    expect(screen.getByRole('heading', { name: 'Guest page' })).toBeInTheDocument();
  });
});

describe('session check', () => {
  it('reads msg.currentUser', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ msg: { currentUser: { ...ada, role: 'user' } } })));
    await expect(fetchCurrentUser()).resolves.toEqual({ ...ada, role: 'user' });
  });

  it('treats any failure as signed out and only logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ msg: 'Not found' }, { status: 404 })));
    await expect(fetchCurrentUser()).resolves.toBeNull();

    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ msg: {} })));
    await expect(fetchCurrentUser()).resolves.toBeNull();

    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ unexpected: true })));
    await expect(fetchCurrentUser()).resolves.toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
