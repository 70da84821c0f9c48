import { formatCents, paymentDisplay, paymentMessages, type BadgeStatus, type PaymentDisplay } from '@creds/contract';
import { CircleCheck, CircleX, Clock, CreditCard, History, LoaderCircle, RefreshCw, Undo2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { buttonClass, linkAsButton } from '../../../components/ui/button-styles';
import { FormAlert } from '../../../components/ui/form-alert';
import { formatDate } from '../../../components/ui/formatted-date';
import { getErrorMessage } from '../../../lib/api-client';
import { isMissingEvaluation, useBadgeStatus } from '../api/get-badge-status';
import { brandNames } from '../lib/card-format';
import { decidedTexts, paymentTitles, refundedTitle, waivedText, waivedTitle } from '../lib/payment-texts';
import { PaymentModal } from './payment-modal';

const looks: Record<PaymentDisplay | 'refunded', { icon: ReactNode; ring: string }> = {
  loading: { icon: <LoaderCircle aria-hidden className="size-12 animate-spin text-brand" />, ring: 'bg-brand-soft' },
  pending: { icon: <Clock aria-hidden className="size-12 text-warning" />, ring: 'bg-warning-soft' },
  paid: { icon: <CircleCheck aria-hidden className="size-12 text-success" />, ring: 'bg-green-50' },
  failed: { icon: <CircleX aria-hidden className="size-12 text-error" />, ring: 'bg-error-soft' },
  refunded: { icon: <Undo2 aria-hidden className="size-12 text-ink-muted" />, ring: 'bg-surface' },
};

/**
 * The payment page's state (spec sections 2 and 4): loading, pending (with Pay Now), paid or failed,
 * each with its large icon, title and text. A missing evaluation sends the visitor to /history.
 */
export function PaymentStatusPanel({
  badgeId,
  summary,
  onStatusUpdate,
}: {
  badgeId: string;
  summary?: ReactNode;
  /** Runs when a new status arrives: the first one may have requested the certificate. */
  onStatusUpdate?: () => void;
}) {
  const status = useBadgeStatus(badgeId, onStatusUpdate);
  const [isModalOpen, setIsModalOpen] = useState(false);

  if (isMissingEvaluation(status.error, status.data)) return <Navigate to="/history" replace />;

  if (status.isError) {
    return (
      <StateCard display="failed" title="We could not load the payment status" summary={summary}>
        <FormAlert>{getErrorMessage(status.error)}</FormAlert>
        <button type="button" onClick={() => void status.refetch()} className={buttonClass('outline')}>
          <RefreshCw aria-hidden className="size-4" />
          Try again
        </button>
      </StateCard>
    );
  }

  const data = status.data;
  const display = paymentDisplay(data?.paymentStatus, status.isPending);

  if (display === 'loading' || !data) {
    return (
      <StateCard display="loading" title={paymentTitles.loading} summary={summary}>
        <p className="text-ink-muted">{paymentMessages.loadingText}</p>
      </StateCard>
    );
  }

  if (display === 'paid') {
    return (
      <StateCard display="paid" title={data.waived ? waivedTitle : paymentTitles.paid} summary={summary}>
        <p className="text-ink-muted">{decidedTexts[data.status] ?? (data.waived ? waivedText : paymentMessages.paidText)}</p>
        <Receipt status={data} />
        <Link to="/history" className={buttonClass('primary')} {...linkAsButton}>
          Go to Dashboard
        </Link>
      </StateCard>
    );
  }

  if (display === 'failed') {
    return (
      <StateCard display="failed" title={paymentTitles.failed} summary={summary}>
        <p className="text-ink-muted">{paymentMessages.failedText}</p>
        <Link to="/history" className={buttonClass('outline')}>
          <History aria-hidden className="size-4" />
          View History
        </Link>
      </StateCard>
    );
  }

  // A refunded payment is no payment to make: the spec has no state for it, so it gets its own title and says
  // what happened instead of asking for a payment it cannot take.
  if (data.refundedAt) {
    return (
      <StateCard display="refunded" title={refundedTitle} summary={summary}>
        <FormAlert tone="info">
          This payment was refunded on {formatDate(data.refundedAt)}. Nothing more is due for this request; your history shows its status.
        </FormAlert>
        <Link to="/history" className={buttonClass('outline')}>
          <History aria-hidden className="size-4" />
          View History
        </Link>
      </StateCard>
    );
  }

  const { clientSecret } = data;
  return (
    <StateCard display="pending" title={paymentTitles.pending} summary={summary}>
      <p className="text-ink-muted">{paymentMessages.pendingText}</p>
      {data.failureMessage ? <FormAlert>{data.failureMessage}</FormAlert> : null}
      {clientSecret ? (
        <div className="w-full rounded-lg bg-surface p-5 text-center ring-1 ring-line">
          <p className="text-sm text-ink-muted">{paymentMessages.payPrompt}</p>
          <p className="mt-2 text-3xl font-bold text-ink">{formatCents(data.amountCents)}</p>
          <button type="button" onClick={() => setIsModalOpen(true)} className={`${buttonClass('accent')} mt-4 w-full sm:w-auto`}>
            <CreditCard aria-hidden className="size-4" />
            Pay Now ({formatCents(data.amountCents)})
          </button>
          <PaymentModal
            status={{ ...data, clientSecret }}
            isOpen={isModalOpen}
            onOpenChange={setIsModalOpen}
            refetchStatus={() => status.refetch()}
          />
        </div>
      ) : null}
    </StateCard>
  );
}

function StateCard({
  display,
  title,
  summary,
  children,
}: {
  display: PaymentDisplay | 'refunded';
  title: string;
  summary?: ReactNode;
  children: ReactNode;
}) {
  const look = looks[display];
  return (
    <section
      aria-labelledby="payment-state-title"
      aria-busy={display === 'loading' || undefined}
      className="mx-auto flex max-w-2xl flex-col items-center gap-5 rounded-xl bg-white px-5 py-8 text-center shadow-sm ring-1 ring-line sm:px-10 sm:py-12"
    >
      <span className={`flex size-24 items-center justify-center rounded-full ${look.ring}`}>{look.icon}</span>
      <h1 id="payment-state-title" className="font-serif text-2xl font-bold text-brand sm:text-3xl" aria-live="polite">
        {title}
      </h1>
      {summary}
      {children}
    </section>
  );
}

function Receipt({ status }: { status: BadgeStatus }) {
  if (status.waived) return null;
  const rows: [string, string][] = [['Amount paid', formatCents(status.amountCents)]];
  if (status.card) {
    const brand = (brandNames as Record<string, string>)[status.card.brand] ?? status.card.brand;
    rows.push(['Card', `${brand} •••• ${status.card.last4}`]);
  }
  if (status.paidAt) rows.push(['Paid on', formatDate(status.paidAt)]);
  return (
    <dl className="grid w-full gap-x-6 gap-y-2 rounded-lg bg-surface px-5 py-4 text-left text-sm ring-1 ring-line sm:grid-cols-[auto_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-ink-muted">{label}</dt>
          <dd className="font-semibold text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
