import type { RouteObject } from 'react-router';
import { PageLoading } from '../features/public-site/components/page-loading';
import { RequireRole } from '../features/reviews/components/require-role';
import { SignedInOnly } from '../lib/auth';

const consoleText = 'The review console is for reviewers and administrators. Your account does not have either role.';
const adminText = 'This part of the review console is for administrators only.';

/**
 * Certificates and review (issue 7): public verification and certificate pages, and the review console
 * (signed in, reviewer or admin; users, prices, the audit log and the background jobs for admins only). Each page is its own chunk.
 */
export const reviewRoutes: RouteObject[] = [
  { path: '/validate', lazy: async () => ({ Component: (await import('./routes/validate')).ValidatePage }) },
  { path: '/certificates/:id', lazy: async () => ({ Component: (await import('./routes/certificate')).CertificatePage }) },
  {
    element: <SignedInOnly />,
    children: [
      {
        element: <RequireRole roles={['reviewer', 'admin']} notAllowedText={consoleText} />,
        children: [
          {
            path: '/admin',
            lazy: async () => ({ Component: (await import('./routes/admin-console')).AdminConsoleLayout }),
            children: [
              { index: true, lazy: async () => ({ Component: (await import('./routes/admin-queue')).AdminQueuePage }) },
              {
                path: 'evaluations/:badgeId',
                lazy: async () => ({ Component: (await import('./routes/admin-review')).AdminReviewPage }),
              },
              {
                element: <RequireRole roles={['admin']} notAllowedText={adminText} />,
                children: [
                  { path: 'users', lazy: async () => ({ Component: (await import('./routes/admin-users')).AdminUsersPage }) },
                  { path: 'prices', lazy: async () => ({ Component: (await import('./routes/admin-prices')).AdminPricesPage }) },
                  { path: 'audit', lazy: async () => ({ Component: (await import('./routes/admin-audit')).AdminAuditPage }) },
                  { path: 'jobs', lazy: async () => ({ Component: (await import('./routes/admin-jobs')).AdminJobsPage }) },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
].map((route) => ({ ...route, HydrateFallback: PageLoading }));
