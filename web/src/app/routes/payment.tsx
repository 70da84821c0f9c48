import { levelLabels, paymentMessages } from '@creds/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { FormAlert } from '../../components/ui/form-alert';
import { useEvaluation } from '../../features/evaluations/api/get-evaluation';
import { WorkspacePage } from '../../features/evaluations/components/workspace-page';
import { refreshEvaluations } from '../../features/evaluations/lib/query-keys';
import { PaymentStatusPanel } from '../../features/payments/components/payment-status-panel';

/** /equivalence/{id} (signed-in only): the payment state of one evaluation (spec section 2, Payment). */
export function PaymentPage() {
  const { id = '' } = useParams();
  const badgeId = id.trim();
  const queryClient = useQueryClient();

  if (!badgeId) {
    return (
      <WorkspacePage title="Payment" heading="Payment" width="max-w-2xl">
        <FormAlert>{paymentMessages.idRequired}</FormAlert>
      </WorkspacePage>
    );
  }

  return (
    <WorkspacePage title="Payment" width="max-w-3xl">
      <PaymentStatusPanel
        badgeId={badgeId}
        summary={<CourseLine badgeId={badgeId} />}
        // Opening this page may have requested the certificate; payment changes the history row.
        onStatusUpdate={() => refreshEvaluations(queryClient)}
      />
    </WorkspacePage>
  );
}

/** Which evaluation this is about, once known. */
function CourseLine({ badgeId }: { badgeId: string }) {
  const evaluation = useEvaluation(badgeId);
  return (
    <p className="text-sm text-ink-muted">
      {evaluation.data ? (
        <>
          <span className="font-semibold text-ink">{evaluation.data.courseName}</span> · {levelLabels[evaluation.data.level]} ·{' '}
        </>
      ) : null}
      Badge ID <span className="font-mono font-semibold text-ink">{badgeId}</span>
    </p>
  );
}
