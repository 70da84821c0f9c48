import type { RouteObject } from 'react-router';
import { PageLoading } from '../features/public-site/components/page-loading';
import { SignedInOnly } from '../lib/auth';

/**
 * The evaluation pages (issues 5 and 6): dashboard, equivalence form, payment, history, certificate
 * request. All signed-in only, each its own chunk.
 */
export const evaluationRoutes: RouteObject[] = [
  {
    element: <SignedInOnly />,
    HydrateFallback: PageLoading,
    children: [
      { path: '/dashboard', lazy: async () => ({ Component: (await import('./routes/dashboard')).DashboardPage }) },
      { path: '/equivalence', lazy: async () => ({ Component: (await import('./routes/equivalence')).EquivalencePage }) },
      { path: '/equivalence/:id', lazy: async () => ({ Component: (await import('./routes/payment')).PaymentPage }) },
      { path: '/history', lazy: async () => ({ Component: (await import('./routes/history')).HistoryPage }) },
      {
        // Route matching ignores case: /verify-certificate is the same page.
        path: '/Verify-Certificate',
        lazy: async () => ({ Component: (await import('./routes/verify-certificate-request')).VerifyCertificateRequestPage }),
      },
    ],
  },
];
