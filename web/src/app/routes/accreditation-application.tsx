import { branding, type ApplicationDetail } from '@creds/contract';
import { ArrowLeft, CircleAlert, Clock, MessageSquareWarning, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles';
import { DocumentTitle } from '../../components/ui/document-title';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { useApplication } from '../../features/accreditation/api/get-application';
import { ApplicationDocuments } from '../../features/accreditation/components/application-documents';
import { ApplicationFacts } from '../../features/accreditation/components/application-facts';
import { ApplicationStatusPill } from '../../features/accreditation/components/application-status-pill';
import { ApplicationTimeline } from '../../features/accreditation/components/application-timeline';
import { InstitutePanel } from '../../features/accreditation/components/institute-panel';
import { PayFeePanel } from '../../features/accreditation/components/pay-fee-panel';
import { RespondForm } from '../../features/accreditation/components/respond-form';
import { formatLongDate } from '../../features/accreditation/lib/format';

function Card({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 shadow-xs ring-1 ring-line sm:p-7">
      <h2 id={id} className="mb-4 font-serif text-xl font-bold text-brand">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What the applicant sees and does next, by status. */
function NextStep({ application, refetch }: { application: ApplicationDetail; refetch: () => Promise<unknown> }) {
  switch (application.status) {
    case 'submitted':
      return (
        <Card id="next-step" title="Pay the registration and first-year fee">
          <PayFeePanel application={application} onPaid={refetch} />
        </Card>
      );
    case 'under review':
      return (
        <Card id="next-step" title="Under review">
          <p className="flex items-start gap-2.5 leading-relaxed text-ink-muted">
            <Clock aria-hidden className="mt-1 size-5 shrink-0 text-brand" />
            <span>
              A reviewer is looking at the application{application.dueAt ? <>; a decision is due by <strong className="text-ink">{formatLongDate(application.dueAt)}</strong></> : null}. We will
              e-mail you as soon as there is news.
            </span>
          </p>
        </Card>
      );
    case 'more information requested':
      return (
        <Card id="next-step" title="More information requested">
          <blockquote className="mb-5 flex items-start gap-2.5 rounded-xl border-l-4 border-warning bg-warning-soft p-4 text-ink">
            <MessageSquareWarning aria-hidden className="mt-0.5 size-5 shrink-0 text-warning" />
            <span className="whitespace-pre-line">{application.informationRequest}</span>
          </blockquote>
          <RespondForm applicationId={application.id} />
        </Card>
      );
    case 'approved':
      return application.institute ? (
        <Card id="next-step" title={application.institute.state === 'withdrawn' ? 'Accreditation withdrawn' : 'Accredited'}>
          <InstitutePanel applicationId={application.id} institute={application.institute} />
        </Card>
      ) : null;
    case 'rejected':
      return (
        <Card id="next-step" title="Not approved">
          <p className="flex items-start gap-2.5 leading-relaxed text-ink">
            <CircleAlert aria-hidden className="mt-1 size-5 shrink-0 text-error" />
            <span className="whitespace-pre-line">{application.rejectionReason}</span>
          </p>
          <p className="mt-3 text-sm text-ink-muted">
            Questions, or can you address the reason? Write to{' '}
            <a href={`mailto:${branding.accreditationEmail}`} className="text-brand underline underline-offset-4">
              {branding.accreditationEmail}
            </a>
            .
          </p>
        </Card>
      );
    case 'refunded':
      return (
        <Card id="next-step" title="Refunded">
          <p className="flex items-start gap-2.5 leading-relaxed text-ink-muted">
            <RotateCcw aria-hidden className="mt-1 size-5 shrink-0 text-brand" />
            {application.institute ? 'The fee was refunded and the accreditation granted for it withdrawn.' : 'The fee was refunded and the application left the review queue.'}
          </p>
          {application.institute ? (
            <div className="mt-4">
              <InstitutePanel applicationId={application.id} institute={application.institute} />
            </div>
          ) : null}
        </Card>
      );
  }
}

/** /accreditation/applications/{id} (signed in): the application's status, next step, timeline and documents. */
export function AccreditationApplicationPage() {
  const { id = '' } = useParams();
  const application = useApplication(id);

  if (application.isPending) return <Spinner label="Loading the application" />;
  if (application.isError) {
    const missing = application.error instanceof ApiError && (application.error.status === 404 || application.error.status === 400);
    return (
      <div className="mx-auto max-w-2xl px-4 py-16 text-center">
        <DocumentTitle>Application not found</DocumentTitle>
        <h1 className="font-serif text-3xl font-bold text-brand">{missing ? 'Application not found' : 'The application could not be loaded'}</h1>
        <p className="mt-4 text-ink-muted">{missing ? 'There is no application of yours at this address.' : 'Check your connection and try again.'}</p>
        <Link to="/accreditation/applications" className={`${buttonClass('primary')} mt-8`}>
          Your applications
        </Link>
      </div>
    );
  }
  const data = application.data;
  return (
    <div className="bg-surface">
      <DocumentTitle>{`${data.instituteName} · Accreditation application`}</DocumentTitle>
      <div className="border-b border-line bg-white">
        <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
          <Link to="/accreditation/applications" className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand hover:text-accent">
            <ArrowLeft aria-hidden className="size-4" />
            Your applications
          </Link>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <h1 className="font-serif text-2xl font-bold text-brand wrap-break-word sm:text-3xl">{data.instituteName}</h1>
            <ApplicationStatusPill status={data.status} />
          </div>
          <p className="mt-1 text-sm text-ink-muted">
            Application {data.reference} · submitted {formatLongDate(data.createdAt)}
          </p>
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[1fr_22rem] lg:px-8">
        <div className="min-w-0 space-y-6">
          <NextStep application={data} refetch={() => application.refetch()} />
          <Card id="application-facts" title="The application">
            <ApplicationFacts application={data} />
          </Card>
          <Card id="application-documents" title="Documents">
            <ApplicationDocuments applicationId={data.id} documents={data.documents} />
          </Card>
        </div>
        <div className="space-y-6">
          <Card id="application-timeline" title="Timeline">
            <ApplicationTimeline timeline={data.timeline} />
          </Card>
        </div>
      </div>
    </div>
  );
}
