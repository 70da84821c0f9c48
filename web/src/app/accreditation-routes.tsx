import type { RouteObject } from 'react-router';
import { PageLoading } from '../features/public-site/components/page-loading';
import { RequireRole } from '../features/reviews/components/require-role';
import { SignedInOnly } from '../lib/auth';

const deskText = 'The accreditation desk is for reviewers and administrators. Your account does not have either role.';
const registryText = 'Managing the registry of accredited institutes is for administrators only.';

/**
 * Accreditation (issue 8), each page its own chunk: the public pages (what accreditation is, the list of
 * accredited institutes, verification), the applicant's pages (apply, applications, renewal), and the
 * accreditation desk under /admin/accreditation (reviewers and admins; the registry for admins only).
 */
export const accreditationRoutes: RouteObject[] = [
  { path: '/accreditation', lazy: async () => ({ Component: (await import('./routes/accreditation')).AccreditationPage }) },
  { path: '/accredited-institutions', lazy: async () => ({ Component: (await import('./routes/accredited-institutions')).AccreditedInstitutionsPage }) },
  { path: '/accreditation/verify', lazy: async () => ({ Component: (await import('./routes/accreditation-verify')).AccreditationVerifyPage }) },
  { path: '/accreditation/verify/:certificateId', lazy: async () => ({ Component: (await import('./routes/accreditation-verify')).AccreditationVerifyPage }) },
  {
    element: <SignedInOnly />,
    children: [
      { path: '/accreditation/apply', lazy: async () => ({ Component: (await import('./routes/accreditation-apply')).AccreditationApplyPage }) },
      { path: '/accreditation/applications', lazy: async () => ({ Component: (await import('./routes/accreditation-applications')).AccreditationApplicationsPage }) },
      { path: '/accreditation/applications/:id', lazy: async () => ({ Component: (await import('./routes/accreditation-application')).AccreditationApplicationPage }) },
      { path: '/accreditation/renew/:certificateId', lazy: async () => ({ Component: (await import('./routes/accreditation-renew')).AccreditationRenewPage }) },
      {
        element: <RequireRole roles={['reviewer', 'admin']} notAllowedText={deskText} />,
        children: [
          {
            path: '/admin/accreditation',
            lazy: async () => ({ Component: (await import('./routes/admin-accreditation')).AccreditationConsoleLayout }),
            children: [
              { index: true, lazy: async () => ({ Component: (await import('./routes/admin-accreditation-queue')).AdminAccreditationQueuePage }) },
              { path: 'applications/:id', lazy: async () => ({ Component: (await import('./routes/admin-accreditation-review')).AdminAccreditationReviewPage }) },
              {
                element: <RequireRole roles={['admin']} notAllowedText={registryText} />,
                children: [
                  { path: 'institutes', lazy: async () => ({ Component: (await import('./routes/admin-institutes')).AdminInstitutesPage }) },
                  { path: 'import', lazy: async () => ({ Component: (await import('./routes/admin-institutes-import')).AdminInstitutesImportPage }) },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
].map((route) => ({ ...route, HydrateFallback: PageLoading }));
