import { createBrowserRouter, type RouteObject } from 'react-router';
import { accountRoutes } from './account-routes';
import { accreditationRoutes } from './accreditation-routes';
import { evaluationRoutes } from './evaluation-routes';
import { reviewRoutes } from './review-routes';
import { RootLayout } from './layout/root-layout';
import { publicRoutes } from './public-routes';
import { LayoutErrorPage, RouteErrorPage } from './routes/error-page';
import { NotFoundPage } from './routes/not-found';

/**
 * The pages of the spec's route table (section 2), added as each issue builds them. Wrap pages that
 * have capitalised forms in `withAliases`; guard pages with `SignedInOnly` / `GuestOnly` from lib/auth.
 */
export const pageRoutes: RouteObject[] = [...publicRoutes, ...accountRoutes, ...evaluationRoutes, ...reviewRoutes, ...accreditationRoutes];

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
