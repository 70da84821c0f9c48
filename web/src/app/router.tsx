import { createBrowserRouter, type RouteObject } from 'react-router';
import { GuestOnly, SignedInOnly } from '../lib/auth';
import { RootLayout } from './layout/root-layout';
import { AccountActivatePage } from './routes/account-activate';
import { publicRoutes } from './public-routes';
import { LayoutErrorPage, RouteErrorPage } from './routes/error-page';
import { ForgotPasswordPage } from './routes/forgot-password';
import { LoginPage } from './routes/login';
import { LogoutPage } from './routes/logout';
import { NotFoundPage } from './routes/not-found';
import { RegisterPage } from './routes/register';
import { SettingsPage } from './routes/settings';

/**
 * The pages of the spec's route table (section 2), added as each issue builds them. Wrap pages that
 * have capitalised forms in `withAliases`; guard pages with `SignedInOnly` / `GuestOnly` from lib/auth.
 */
export const pageRoutes: RouteObject[] = [
  ...publicRoutes,
  { path: '/account-activate', element: <AccountActivatePage /> },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/logout', element: <LogoutPage /> },
  {
    element: <GuestOnly />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
    ],
  },
  {
    element: <SignedInOnly />,
    children: [{ path: '/settings', element: <SettingsPage /> }],
  },
];

/** The route tree: every page inside the layout, render errors inside it too, anything else not-found. */
export function createAppRoutes(pages: RouteObject[] = pageRoutes): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <LayoutErrorPage />,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [...pages, { path: '*', element: <NotFoundPage /> }],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createAppRoutes());
}
