import { certificatePagePath, type ReviewDetail } from '@creds/contract';
import { ArrowLeft, ExternalLink, RefreshCw, ShieldAlert, TriangleAlert } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles';
import { FormAlert } from '../../components/ui/form-alert';
import { FormattedDate } from '../../components/ui/formatted-date';
import { LevelStars } from '../../components/ui/level-stars';
import { Pill } from '../../components/ui/pill';
import { Spinner } from '../../components/ui/spinner';
import { useCertificate } from '../../features/certificates/api/get-certificate';
import { RevokeCertificateForm } from '../../features/certificates/components/revoke-certificate-form';
import { useReview } from '../../features/reviews/api/get-review';
import { ResultAdjuster } from '../../features/reviews/components/adjust-result-form';
import { ConsoleCard } from '../../features/reviews/components/console-card';
import { ConsolePageHeader } from '../../features/reviews/components/console-page-header';
import { EngineResult } from '../../features/reviews/components/engine-result';
import { EvaluationFiles } from '../../features/reviews/components/evaluation-files';
import type { Highlight } from '../../features/reviews/components/evidence';
import { HighlightedDescription } from '../../features/reviews/components/highlighted-description';
import { PaymentSummary } from '../../features/reviews/components/payment-summary';
import { ReviewDecisionForm } from '../../features/reviews/components/review-decision-form';
import { ReviewTimeline } from '../../features/reviews/components/review-timeline';
import { SubmissionDetails } from '../../features/reviews/components/submission-details';
import { isAwaitingReview, reviewStatusOf } from '../../features/reviews/lib/review-status';
import { ApiError, getErrorMessage } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/auth';

const backLink = (
  <Link to="/admin" className={buttonClass('ghost', 'sm')}>
    <ArrowLeft aria-hidden className="size-4" />
    Back to the queue
  </Link>
);

/** /admin/evaluations/:badgeId (reviewers): everything about one evaluation, and the decision. */
export function AdminReviewPage() {
  const { badgeId = '' } = useParams();
  const review = useReview(badgeId);

  if (review.isPending) return <Spinner label="Loading the evaluation" />;
  if (review.isError) {
    const isMissing = review.error instanceof ApiError && review.error.status === 404;
    return (
      <>
        <ConsolePageHeader title={isMissing ? 'Evaluation not found' : 'The evaluation could not be loaded'} actions={backLink} />
        <div className="space-y-3">
          <FormAlert>{getErrorMessage(review.error, 'Please try again.')}</FormAlert>
          {isMissing ? null : (
            <button type="button" onClick={() => void review.refetch()} className={buttonClass('outline', 'sm')}>
              <RefreshCw aria-hidden className="size-4" />
              Try again
            </button>
          )}
        </div>
      </>
    );
  }
  return <ReviewView review={review.data} />;
}

function ReviewView({ review }: { review: ReviewDetail }) {
  const user = useCurrentUser();
  const [highlight, setHighlight] = useState<Highlight | null>(null);
  const [hasUnsavedAdjustment, setHasUnsavedAdjustment] = useState(false);
  const descriptionRef = useRef<HTMLDivElement>(null);
  const status = reviewStatusOf(review);
  const awaiting = isAwaitingReview(review);
  const isOwn = user?.id === review.holderId;
  const isAdmin = user?.role === 'admin';
  // Judged against the time the page opened; the queue's own flag comes from the server's clock.
  const [openedAt] = useState(() => Date.now());
  const overdue = awaiting && review.dueAt !== null && new Date(review.dueAt).getTime() < openedAt;

  const showEvidence = (next: Highlight) => {
    setHighlight(next);
    descriptionRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    descriptionRef.current?.focus({ preventScroll: true });
  };

  return (
    <>
      <title>{`${review.courseName} | Review console`}</title>
      <ConsolePageHeader
        title={review.courseName}
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
            <Pill tone={status.tone}>{status.label}</Pill>
            {overdue ? (
              <Pill tone="danger">
                <TriangleAlert aria-hidden className="size-3" />
                Overdue
              </Pill>
            ) : null}
            {review.adjusted ? <Pill tone="warning">Adjusted by a reviewer</Pill> : null}
            <span>
              {review.holderName} · <a href={`mailto:${review.holderEmail}`} className="underline underline-offset-2 hover:text-brand">{review.holderEmail}</a>
            </span>
            <span className="font-mono text-xs">{review.badge_id}</span>
          </span>
        }
        actions={backLink}
      />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-6">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Fact term="Current level">
              {review.complexity}
              <LevelStars points={review.points} size="sm" />
            </Fact>
            <Fact term="Engine level">{review.engine.levelLabel}</Fact>
            <Fact term="Paid">{review.paidAt ? <FormattedDate value={review.paidAt} style="short" /> : '—'}</Fact>
            <Fact term="Due" isWarning={overdue}>
              {review.dueAt ? <FormattedDate value={review.dueAt} style="short" /> : '—'}
            </Fact>
          </dl>

          <ConsoleCard title="Submitted data">
            <SubmissionDetails review={review} />
          </ConsoleCard>
          <ConsoleCard title="Description">
            <HighlightedDescription
              ref={descriptionRef}
              description={review.description}
              source={review.descriptionSource}
              highlight={highlight}
              onClearHighlight={() => setHighlight(null)}
            />
          </ConsoleCard>
          <ConsoleCard title="Files">
            <EvaluationFiles badgeId={review.badge_id} files={review.files} />
          </ConsoleCard>
          <ConsoleCard title="Engine result">
            <EngineResult review={review} onShowEvidence={showEvidence} />
          </ConsoleCard>
          <ConsoleCard title="Timeline">
            <ReviewTimeline timeline={review.timeline} />
          </ConsoleCard>
        </div>

        <div className="min-w-0 space-y-6 lg:sticky lg:top-32 lg:max-h-[calc(100dvh-9rem)] lg:self-start lg:overflow-y-auto lg:pb-2">
          <ConsoleCard title="Review">
            {isOwn ? (
              <FormAlert tone="info">This is your own evaluation. Another reviewer must decide it.</FormAlert>
            ) : awaiting ? (
              <div className="space-y-5">
                <ResultAdjuster review={review} onUnsavedChange={setHasUnsavedAdjustment} />
                <div className="border-t border-line pt-5">
                  <ReviewDecisionForm badgeId={review.badge_id} result={review} hasUnsavedAdjustment={hasUnsavedAdjustment} />
                </div>
              </div>
            ) : (
              <Decided review={review} />
            )}
          </ConsoleCard>
          {review.certificateId ? (
            <ConsoleCard title="Certificate">
              <CertificatePanel certificateId={review.certificateId} holderName={review.holderName} canRevoke={isAdmin} />
            </ConsoleCard>
          ) : null}
          <ConsoleCard title="Payment">
            <PaymentSummary payment={review.payment} canRefund={isAdmin} certificateId={review.status === 'verified' ? review.certificateId : null} />
          </ConsoleCard>
        </div>
      </div>
    </>
  );
}

function Fact({ term, children, isWarning = false }: { term: string; children: ReactNode; isWarning?: boolean }) {
  return (
    <div className={`rounded-xl bg-white px-4 py-3 shadow-sm ring-1 ${isWarning ? 'ring-error/40' : 'ring-line'}`}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{term}</dt>
      <dd className={`mt-1 flex flex-col gap-1 font-semibold ${isWarning ? 'text-error' : 'text-ink'}`}>{children}</dd>
    </div>
  );
}

function Decided({ review }: { review: ReviewDetail }) {
  if (review.status === 'verified') {
    return <p className="text-sm text-ink">Verified. The certificate was issued and e-mailed to the applicant.</p>;
  }
  if (review.status === 'unverified') {
    return (
      <div className="space-y-2 text-sm">
        <p className="text-ink">Rejected. The applicant was told why by e-mail.</p>
        {review.rejectionReason ? (
          <blockquote className="rounded-md border-l-4 border-error/40 bg-error-soft/50 px-3 py-2 text-ink">{review.rejectionReason}</blockquote>
        ) : null}
      </div>
    );
  }
  if (review.status === 'refunded') {
    return (
      <p className="text-sm text-ink">
        Refunded. The evaluation left the queue{review.certificateId ? ', its certificate was revoked' : ''} and the applicant was told by e-mail.
      </p>
    );
  }
  if (review.status === 'revoked') {
    return <p className="text-sm text-ink">Verified, then the certificate was revoked. The applicant was told by e-mail.</p>;
  }
  return <p className="text-sm text-ink-muted">Waiting for payment: an evaluation can be decided once it is paid.</p>;
}

function CertificatePanel({ certificateId, holderName, canRevoke }: { certificateId: string; holderName: string; canRevoke: boolean }) {
  // The public page's data tells whether the certificate is revoked (the review detail does not say).
  const certificate = useCertificate(certificateId, holderName);
  return (
    <div className="space-y-3 text-sm">
      <p>
        Certificate ID <span className="font-mono text-base font-semibold tracking-wide text-ink">{certificateId}</span>
      </p>
      <Link
        to={certificatePagePath(certificateId, holderName)}
        className="inline-flex items-center gap-1.5 font-semibold text-brand underline decoration-brand/40 underline-offset-4 hover:text-accent"
      >
        <ExternalLink aria-hidden className="size-4" />
        Open the certificate page
      </Link>
      {certificate.data?.revoked ? (
        <div className="flex items-start gap-2 rounded-md bg-error-soft p-3 text-ink">
          <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-error" />
          <p>
            <span className="font-semibold text-error">Revoked</span>
            {certificate.data.revokedAt ? (
              <>
                {' '}
                on <FormattedDate value={certificate.data.revokedAt} />
              </>
            ) : null}
            {certificate.data.revokeReason ? `: ${certificate.data.revokeReason}` : '.'}
          </p>
        </div>
      ) : canRevoke && !certificate.isPending ? (
        <RevokeCertificateForm certificateId={certificateId} />
      ) : null}
    </div>
  );
}
