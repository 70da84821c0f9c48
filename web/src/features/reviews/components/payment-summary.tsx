import { formatCents, refundWindowDays, type ReviewDetail } from '@creds/contract';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormattedDate } from '../../../components/ui/formatted-date';
import { Pill } from '../../../components/ui/pill';
import { getErrorMessage } from '../../../lib/api-client';
import { useNotifications } from '../../../lib/notifications';
import { useRefundPayment } from '../api/refund-payment';

type Payment = NonNullable<ReviewDetail['payment']>;

const dayMs = 24 * 60 * 60 * 1000;

/** Whether a payment is still inside the refund window (the server decides; this only hides a hopeless button). */
export function isRefundable(payment: Payment, now = Date.now()): boolean {
  if (payment.status !== 'succeeded' || !payment.paidAt) return false;
  return now - new Date(payment.paidAt).getTime() <= refundWindowDays * dayMs;
}

const statusLabels: Record<string, string> = {
  succeeded: 'Paid',
  refunded: 'Refunded',
  canceled: 'Failed',
  processing: 'Processing',
  requires_payment_method: 'Awaiting payment',
  requires_confirmation: 'Awaiting payment',
  requires_action: 'Awaiting payment',
};

/** The evaluation's payment, and for admins the refund (within 7 days of payment). */
export function PaymentSummary({
  payment,
  canRefund,
  certificateId = null,
  accreditation = null,
}: {
  payment: ReviewDetail['payment'];
  canRefund: boolean;
  /** The evaluation's live certificate, which a refund revokes. */
  certificateId?: string | null;
  /** The accreditation granted for an approved application's fee, which a refund withdraws. */
  accreditation?: { certificateId: string; instituteName: string } | null;
}) {
  if (!payment) return <p className="text-sm text-ink-muted">No payment recorded.</p>;
  return (
    <div className="space-y-3 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
        <dt className="text-ink-muted">Amount</dt>
        <dd className="font-semibold text-ink tabular-nums">{formatCents(payment.amountCents)}</dd>
        <dt className="text-ink-muted">Status</dt>
        <dd>
          <Pill tone={payment.status === 'succeeded' ? 'success' : payment.status === 'refunded' ? 'neutral' : 'warning'}>
            {statusLabels[payment.status] ?? payment.status}
          </Pill>
        </dd>
        <dt className="text-ink-muted">Provider</dt>
        <dd className="text-ink capitalize">{payment.provider}</dd>
        <dt className="text-ink-muted">Paid</dt>
        <dd className="text-ink">{payment.paidAt ? <FormattedDate value={payment.paidAt} style="dateTime" /> : '—'}</dd>
      </dl>
      {canRefund ? <RefundAction payment={payment} certificateId={certificateId} accreditation={accreditation} /> : null}
    </div>
  );
}

function RefundAction({
  payment,
  certificateId,
  accreditation,
}: {
  payment: Payment;
  certificateId: string | null;
  accreditation: { certificateId: string; instituteName: string } | null;
}) {
  const { showSuccess, showError } = useNotifications();
  const refund = useRefundPayment();
  const [isOpen, setIsOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (payment.status !== 'succeeded') return null;
  if (!isRefundable(payment)) {
    return <p className="text-xs text-ink-muted">The {refundWindowDays}-day refund window has closed.</p>;
  }
  return (
    <>
      <ConfirmDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        trigger={
          <button type="button" className={buttonClass('outline', 'sm')}>
            <Undo2 aria-hidden className="size-4" />
            Refund payment
          </button>
        }
        title="Refund this payment?"
        description={
          <p>
            {formatCents(payment.amountCents)} goes back to the applicant&apos;s card in full.
            {certificateId ? ` Certificate ${certificateId} is revoked with it, and anyone verifying it is told so.` : ''}
            {accreditation
              ? ` The accreditation of ${accreditation.instituteName} is withdrawn with it: the institute leaves the public registry, and anyone verifying certificate ${accreditation.certificateId} is told it was withdrawn.`
              : ''}{' '}
            This cannot be undone.
          </p>
        }
        confirmLabel="Refund"
        pendingLabel="Refunding…"
        tone="accent"
        isPending={refund.isPending}
        onConfirm={() =>
          refund.mutate({ paymentId: payment.id, expectedCertificateId: certificateId ?? accreditation?.certificateId ?? null }, {
            onSuccess: (message) => {
              setIsOpen(false);
              setProblem(null);
              showSuccess(message);
            },
            onError: (error) => {
              const message = getErrorMessage(error, 'The refund failed.');
              setIsOpen(false);
              setProblem(message);
              showError(message);
            },
          })
        }
      />
      {problem ? <FormAlert>{problem}</FormAlert> : null}
    </>
  );
}
