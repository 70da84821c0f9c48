import { useQueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../test/factories';
import { renderApp } from '../test/render-app';
import { currentUserQuery, GuestOnly, setCurrentUser, SignedInOnly } from './auth';
import { fetchCurrentUser } from './session';
import { createQueryClient } from './query-client';

const pages = [
  { path: '/login', element: <h1>Sign in page</h1> },
  { path: '/home', element: <h1>Home page</h1> },
  { element: <SignedInOnly />, children: [{ path: '/private', element: <h1>Private page</h1> }] },
  { element: <GuestOnly />, children: [{ path: '/guest', element: <h1>Guest page</h1> }] },
];
const ada = buildUser({ username: 'ada', email: 'ada@example.com' });

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
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ msg: { currentUser: ada } })));
    await expect(fetchCurrentUser()).resolves.toEqual(ada);
  });

  it('treats any failure as signed out and only logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ msg: 'Not found' }, { status: 404 })));
    await expect(fetchCurrentUser()).resolves.toBeNull();

    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ msg: {} })));
    await expect(fetchCurrentUser()).resolves.toBeNull();

    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ unexpected: true })));
    await expect(fetchCurrentUser()).resolves.toBeNull();
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('takes a null currentUser as signed out without logging', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ msg: { currentUser: null } })));
    await expect(fetchCurrentUser()).resolves.toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('signing in on a guest page', () => {
  it('leaves the page to send the user on, instead of redirecting to /', async () => {
    function SignInHere() {
      const queryClient = useQueryClient();
      const navigate = useNavigate();
      return (
        <button
          type="button"
          onClick={() => {
            setCurrentUser(queryClient, ada);
            void navigate('/private', { replace: true });
          }}
        >
          Sign in
        </button>
      );
    }
    const { router } = renderApp({
      pages: [...pages, { element: <GuestOnly />, children: [{ path: '/sign-in-here', element: <SignInHere /> }] }],
      path: '/sign-in-here',
      user: null,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Private page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/private');
  });

  it('does not redirect on its own: the page decides where a fresh sign-in goes', async () => {
    function SignInOnly() {
      const queryClient = useQueryClient();
      return (
        <button type="button" onClick={() => setCurrentUser(queryClient, ada)}>
          Sign in
        </button>
      );
    }
    const { router } = renderApp({
      pages: [{ element: <GuestOnly />, children: [{ path: '/sign-in-here', element: <SignInOnly /> }] }],
      path: '/sign-in-here',
      user: null,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(router.state.location.pathname).toBe('/sign-in-here');
  });

  it('drops cached answers of the previous person when the user changes', () => {
    const queryClient = createQueryClient();
    setCurrentUser(queryClient, ada);
    queryClient.setQueryData(['accounts', 'profile'], { username: 'ada' });
    setCurrentUser(queryClient, null);
    expect(queryClient.getQueryData(['accounts', 'profile'])).toBeUndefined();
    expect(queryClient.getQueryData(currentUserQuery.queryKey)).toBeNull();
  });
});
