import { evaluationMessages, formatCents, paymentMessages } from '@creds/contract';
import { History } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles';
import { FormAlert } from '../../components/ui/form-alert';
import { formatDate } from '../../components/ui/formatted-date';
import { LevelStars } from '../../components/ui/level-stars';
import { Spinner } from '../../components/ui/spinner';
import { getErrorMessage } from '../../lib/api-client';
import { useEvaluation } from '../../features/evaluations/api/get-evaluation';
import { HistoryStatus } from '../../features/evaluations/components/history-status';
import { LevelLabel } from '../../features/evaluations/components/level-label';
import { WorkspacePage } from '../../features/evaluations/components/workspace-page';
import { useEvaluationPrice } from '../../features/payments/api/get-evaluation-price';
import { PayOrClaimLink } from '../../features/payments/components/pay-or-claim-link';

/**
 * /Verify-Certificate?badge_Id={id} (signed-in only): the certificate request page for one of the
 * user's evaluations, opened from History's Request Certificate: the summary, the price and the same
 * Pay / Claim button as the result panel.
 */
export function VerifyCertificateRequestPage() {
  const [params] = useSearchParams();
  const badgeId = (params.get('badge_Id') ?? '').trim();

  return (
    <WorkspacePage
      title="Request Certificate"
      heading="Request Certificate"
      intro="Your certificate of evaluation is issued once our team has verified the evaluation."
      width="max-w-3xl"
    >
      {badgeId ? <RequestSummary badgeId={badgeId} /> : <FormAlert>{paymentMessages.idRequired}</FormAlert>}
    </WorkspacePage>
  );
}

function RequestSummary({ badgeId }: { badgeId: string }) {
  const evaluation = useEvaluation(badgeId);
  const price = useEvaluationPrice();

  if (evaluation.isPending) return <Spinner label="Loading the evaluation" />;
  if (evaluation.isError) {
    return (
      <div className="space-y-4">
        <FormAlert>{getErrorMessage(evaluation.error)}</FormAlert>
        <Link to="/history" className={buttonClass('outline')}>
          <History aria-hidden className="size-4" />
          View History
        </Link>
      </div>
    );
  }

  const detail = evaluation.data;
  const isRequested = detail.status !== 'not requested';
  return (
    <section aria-labelledby="request-course-title" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-line sm:p-8">
      <p className="text-sm text-ink-muted">
        Badge ID <span className="font-mono font-semibold text-ink">{detail.badge_id}</span>
      </p>
      <h2 id="request-course-title" className="mt-1 font-serif text-2xl font-bold wrap-break-word text-brand">
        {detail.courseName}
      </h2>
      <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-2">
        <LevelLabel level={detail.level} />
        <LevelStars points={detail.points} />
      </div>
      <dl className="mt-5 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-ink-muted">Institute</dt>
        <dd className="text-ink">
          {detail.instituteName}, {detail.instituteCountry}
        </dd>
        <dt className="text-ink-muted">Course dates</dt>
        <dd className="text-ink">
          {formatDate(detail.courseStartDate)} to {formatDate(detail.courseEndDate)} · {detail.creditHours} credit hours
        </dd>
        <dt className="text-ink-muted">Skills</dt>
        <dd className="text-ink">{detail.skills.length > 0 ? detail.skills.map((skill) => skill.name).join(', ') : evaluationMessages.noSkills}</dd>
        <dt className="text-ink-muted">Certificate price</dt>
        <dd className="font-semibold text-ink">
          {price.data === undefined ? (price.isPending ? '…' : '—') : price.data === 0 ? 'No charge' : formatCents(price.data)}
        </dd>
      </dl>
      <div className="mt-6 border-t border-line pt-6">
        {isRequested ? (
          <div className="space-y-3">
            <p className="text-sm text-ink-muted">This certificate has already been requested. Where it stands:</p>
            <HistoryStatus row={detail} />
          </div>
        ) : (
          <div className="space-y-3">
            <PayOrClaimLink badgeId={detail.badge_id} className="w-full sm:w-auto" />
            <p className="text-sm text-ink-muted">{evaluationMessages.resultHint}</p>
          </div>
        )}
      </div>
    </section>
  );
}
