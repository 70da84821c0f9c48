import type { RouteObject } from 'react-router';
import { PageLoading } from '../features/public-site/components/page-loading';
import { GuestOnly, SignedInOnly } from '../lib/auth';

/** The account pages (issue 3), each its own chunk: a visitor of the public site never downloads them. */
export const accountRoutes: RouteObject[] = [
  { path: '/account-activate', lazy: async () => ({ Component: (await import('./routes/account-activate')).AccountActivatePage }) },
  { path: '/forgot-password', lazy: async () => ({ Component: (await import('./routes/forgot-password')).ForgotPasswordPage }) },
  { path: '/logout', lazy: async () => ({ Component: (await import('./routes/logout')).LogoutPage }) },
  {
    element: <GuestOnly />,
    children: [
      { path: '/login', lazy: async () => ({ Component: (await import('./routes/login')).LoginPage }) },
      { path: '/register', lazy: async () => ({ Component: (await import('./routes/register')).RegisterPage }) },
    ],
  },
  {
    element: <SignedInOnly />,
    children: [{ path: '/settings', lazy: async () => ({ Component: (await import('./routes/settings')).SettingsPage }) }],
  },
].map((route) => ({ ...route, HydrateFallback: PageLoading }));
