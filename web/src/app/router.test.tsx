import { appPathPatterns } from '@creds/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';
import { pageRoutes } from './router';
import { pathAliases, withAliases } from './route-aliases';

function Boom(): never {
  throw new Error('render failed');
}

describe('router', () => {
  it('shows the not-found page inside the layout for an unknown path', () => {
    renderApp({ path: '/no-such-page' });

    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('/no-such-page')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('routes the account pages', () => {
    const paths = pageRoutes.flatMap((route) => [route.path, ...(route.children ?? []).map((child) => child.path)]);
    for (const path of ['/login', '/register', '/forgot-password', '/account-activate', '/logout', '/settings']) {
      expect(paths).toContain(path);
    }
  });

  it('sends a visitor from the signed-in pages to /login', async () => {
    for (const path of ['/dashboard', '/history', '/equivalence', '/equivalence/abc', '/Verify-Certificate?badge_Id=abc']) {
      const { router, unmount } = renderApp({ pages: pageRoutes, path });
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      unmount();
    }
  });

  it('offers "Go back" only after navigating inside the app', async () => {
    const { router } = renderApp({ path: '/first-unknown' });
    expect(screen.queryByRole('button', { name: 'Go back' })).not.toBeInTheDocument();

    await act(() => router.navigate('/second-unknown'));
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(router.state.location.pathname).toBe('/first-unknown');
  });

  it('shows the router error page, inside the layout, when a page fails to render', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp({ pages: [{ path: '/broken', element: <Boom /> }], path: '/broken' });

    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('scrolls to the top on every path change, not on a query change', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router } = renderApp({ path: '/a' });
    scrollTo.mockClear();

    await act(() => router.navigate('/b'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    await act(() => router.navigate('/b?page=2'));
    expect(scrollTo).toHaveBeenCalledTimes(1);

    await act(() => router.navigate('/c'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});

describe('path aliases', () => {
  it('lists the capitalised forms of spec section 2', () => {
    expect(pathAliases['/user-guide']).toEqual(['/User-Guide']);
    expect(pathAliases['/blogs']).toEqual(['/Blog']);
    expect(pathAliases['/privacy-policy']).toEqual(['/Privacy-Policy']);
    for (let article = 1; article <= 7; article++) {
      expect(pathAliases[`/blog-review-${article}`]).toEqual([`/Blog-review-${article}`]);
    }
  });

  it.each(['/blogs', '/Blog', '/BLOGS', '/blog'])('shows the same page at %s', (path) => {
    renderApp({ pages: withAliases({ path: '/blogs', element: <h1>All blog posts</h1> }), path });
    expect(screen.getByRole('heading', { level: 1, name: 'All blog posts' })).toBeInTheDocument();
  });

  it('registers given aliases and keeps other paths not found', () => {
    const pages = withAliases({ path: '/guide', element: <h1>Guide</h1> }, ['/How-To']);
    expect(pages.map((route) => route.path)).toEqual(['/guide', '/How-To']);

    const { unmount } = renderApp({ pages, path: '/How-To' });
    expect(screen.getByRole('heading', { level: 1, name: 'Guide' })).toBeInTheDocument();
    unmount();

    renderApp({ pages, path: '/guides' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('covers the capitalised guide and article paths', () => {
    const pages = [
      ...withAliases({ path: '/user-guide', element: <h1>User guide</h1> }),
      ...withAliases({ path: '/blog-review-3', element: <h1>Article 3</h1> }),
      ...withAliases({ path: '/privacy-policy', element: <h1>Privacy</h1> }),
    ];
    for (const [path, heading] of [
      ['/User-Guide', 'User guide'],
      ['/Blog-review-3', 'Article 3'],
      ['/Privacy-Policy', 'Privacy'],
    ] as const) {
      const { unmount } = renderApp({ pages, path });
      expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      unmount();
    }
  });
});

/** Every path pattern of a route tree, nested paths joined to their parents'. */
function pathPatterns(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    return [...(route.path === undefined ? [] : [path]), ...pathPatterns(route.children ?? [], path)];
  });
}

describe('the paths the server knows the app has pages at', () => {
  it('are the router’s, letter case aside', () => {
    const routed = [...new Set(pathPatterns(pageRoutes).map((path) => path.toLowerCase()))].sort();
    expect([...appPathPatterns].map((path) => path.toLowerCase()).sort()).toEqual(routed);
  });
});

