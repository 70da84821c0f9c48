import { formatCents, paymentDisplay } from '@creds/contract';
import { ArrowLeft, CircleAlert } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { FormAlert } from '../../components/ui/form-alert';
import { Pill } from '../../components/ui/pill';
import { Spinner } from '../../components/ui/spinner';
import { useApplicationReview } from '../../features/accreditation/api/get-application-review';
import { ApplicationDocuments } from '../../features/accreditation/components/application-documents';
import { ApplicationFacts } from '../../features/accreditation/components/application-facts';
import { ApplicationStatusPill } from '../../features/accreditation/components/application-status-pill';
import { ApplicationTimeline } from '../../features/accreditation/components/application-timeline';
import { DecisionForm } from '../../features/accreditation/components/decision-form';
import { InstitutePanel } from '../../features/accreditation/components/institute-panel';
import { formatLongDate } from '../../features/accreditation/lib/format';
import { ConsoleCard } from '../../features/reviews/components/console-card';
import { ConsolePageHeader } from '../../features/reviews/components/console-page-header';
import { PaymentSummary } from '../../features/reviews/components/payment-summary';
import { getErrorMessage } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/auth';

/** /admin/accreditation/applications/{id} (reviewers): everything about an application, and the decision. */
export function AdminAccreditationReviewPage() {
  const { id = '' } = useParams();
  const review = useApplicationReview(id);
  const user = useCurrentUser();

  if (review.isPending) return <Spinner label="Loading the application" />;
  if (review.isError) return <FormAlert>{getErrorMessage(review.error)}</FormAlert>;
  const application = review.data;
  const isOwn = user?.id === application.applicantId;
  const isOpen = application.status === 'under review' || application.status === 'more information requested';

  return (
    <>
      <title>{`${application.instituteName} | Accreditation desk`}</title>
      <Link to="/admin/accreditation" className="mb-3 inline-flex items-center gap-1.5 text-sm font-semibold text-brand hover:text-accent">
        <ArrowLeft aria-hidden className="size-4" />
        Applications
      </Link>
      <ConsolePageHeader
        title={application.instituteName}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span>
              {application.reference} · {application.applicantName} ({application.applicantEmail})
            </span>
            <ApplicationStatusPill status={application.status} />
            {application.overdue ? <Pill tone="danger">Overdue</Pill> : null}
          </span>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_24rem]">
        <div className="min-w-0 space-y-6">
          <ConsoleCard title="The application">
            <ApplicationFacts application={application} />
          </ConsoleCard>
          <ConsoleCard title="Documents">
            <ApplicationDocuments applicationId={application.id} documents={application.documents} />
          </ConsoleCard>
          {application.informationRequest ? (
            <ConsoleCard title="More information">
              <p className="text-sm font-semibold text-ink-muted">Asked</p>
              <p className="mb-3 whitespace-pre-line text-ink">{application.informationRequest}</p>
              <p className="text-sm font-semibold text-ink-muted">Answered</p>
              <p className="whitespace-pre-line text-ink">{application.applicantResponse ?? 'Not yet.'}</p>
            </ConsoleCard>
          ) : null}
          {application.institute ? (
            <ConsoleCard title="The institute">
              <InstitutePanel applicationId={application.id} institute={{ ...application.institute, renewal: null }} />
            </ConsoleCard>
          ) : null}
        </div>
        <div className="space-y-6">
          <ConsoleCard title="Review">
            <dl className="mb-4 grid grid-cols-[7rem_1fr] gap-y-1.5 text-sm">
              <dt className="text-ink-muted">Fee</dt>
              <dd className="text-ink">
                {application.payment
                  ? `${formatCents(application.payment.amountCents)} · ${application.payment.status === 'refunded' ? 'refunded' : paymentDisplay(application.payment.status)}`
                  : 'Not paid'}
              </dd>
              <dt className="text-ink-muted">Paid</dt>
              <dd className="text-ink">{application.paidAt ? formatLongDate(application.paidAt) : '—'}</dd>
              <dt className="text-ink-muted">Due</dt>
              <dd className="text-ink">{application.dueAt ? formatLongDate(application.dueAt) : '—'}</dd>
            </dl>
            {isOwn ? (
              <p className="flex items-start gap-2 text-sm text-warning">
                <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
                This is your own application: another reviewer decides it.
              </p>
            ) : isOpen ? (
              <DecisionForm key={application.status} applicationId={application.id} status={application.status} />
            ) : (
              <p className="text-sm text-ink-muted">
                {application.status === 'submitted' ? 'Waiting for the fee: it can be decided once paid.' : 'Decided; nothing more to do.'}
                {application.rejectionReason ? ` Reason given: ${application.rejectionReason}` : ''}
              </p>
            )}
          </ConsoleCard>
          <ConsoleCard title="Timeline">
            <ApplicationTimeline timeline={application.timeline} />
          </ConsoleCard>
          {application.payment ? (
            <ConsoleCard title="Payment">
              {/* The fee is refundable within 7 days, as the rejection e-mail tells the applicant; a rejection stands, an approval is withdrawn. */}
              <PaymentSummary
                payment={application.payment}
                canRefund={user?.role === 'admin'}
                accreditation={
                  application.status === 'approved' && application.institute && application.institute.state !== 'withdrawn'
                    ? { certificateId: application.institute.certificateId, instituteName: application.institute.name }
                    : null
                }
              />
            </ConsoleCard>
          ) : null}
        </div>
      </div>
    </>
  );
}
