import { ArrowRight, FilePlus2 } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles';
import { Spinner } from '../../components/ui/spinner';
import { useApplications } from '../../features/accreditation/api/get-applications';
import { ApplicationStatusPill } from '../../features/accreditation/components/application-status-pill';
import { formatLongDate } from '../../features/accreditation/lib/format';
import { getErrorMessage } from '../../lib/api-client';

/** /accreditation/applications (signed in): the user's applications, newest first, each opening its page. */
export function AccreditationApplicationsPage() {
  const applications = useApplications();
  return (
    <div className="min-h-[60vh] bg-surface">
      <title>Your accreditation applications</title>
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="font-serif text-3xl font-bold text-brand">Your accreditation applications</h1>
            <p className="mt-1 text-ink-muted">Where each application stands, and what to do next.</p>
          </div>
          <Link to="/accreditation/apply" className={buttonClass('accent', 'sm')}>
            <FilePlus2 aria-hidden className="size-4" />
            New application
          </Link>
        </div>
        {applications.isPending ? (
          <Spinner label="Loading your applications" />
        ) : applications.isError ? (
          <p role="alert" className="rounded-md border border-error/30 bg-error-soft px-4 py-3 text-error">
            {getErrorMessage(applications.error)}
          </p>
        ) : applications.data.length === 0 ? (
          <div className="rounded-2xl bg-white p-8 text-center shadow-xs ring-1 ring-line">
            <p className="text-ink-muted">You have not applied for accreditation yet.</p>
            <Link to="/accreditation" className={`${buttonClass('outline', 'sm')} mt-4`}>
              About accreditation
            </Link>
          </div>
        ) : (
          <ul className="space-y-3">
            {applications.data.map((application) => (
              <li key={application.id}>
                <Link
                  to={`/accreditation/applications/${application.id}`}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-5 shadow-xs ring-1 ring-line transition-colors hover:ring-brand"
                >
                  <span className="min-w-0">
                    <span className="block font-semibold text-brand wrap-break-word">{application.instituteName}</span>
                    <span className="block text-sm text-ink-muted">
                      {application.reference} · submitted {formatLongDate(application.createdAt)}
                    </span>
                  </span>
                  <span className="flex items-center gap-3">
                    <ApplicationStatusPill status={application.status} />
                    <ArrowRight aria-hidden className="size-4 text-ink-muted" />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
