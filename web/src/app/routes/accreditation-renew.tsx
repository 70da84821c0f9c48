import { formatCents, type BadgeStatus } from '@creds/contract';
import { ArrowLeft, CreditCard } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles';
import { DocumentTitle } from '../../components/ui/document-title';
import { FormAlert } from '../../components/ui/form-alert';
import { PendingButton } from '../../components/ui/pending-button';
import { Pill } from '../../components/ui/pill';
import { Spinner } from '../../components/ui/spinner';
import { useAccreditationFees } from '../../features/accreditation/api/get-accreditation-fees';
import { usePayRenewal } from '../../features/accreditation/api/pay-renewal';
import { useRenewal } from '../../features/accreditation/api/get-renewal';
import { FeeSchedule } from '../../features/accreditation/components/fee-schedule';
import { PaymentModal } from '../../features/payments/components/payment-modal';
import { stateLabel, stateTones } from '../../features/accreditation/lib/application-status';
import { formatLongDate, formatPeriod } from '../../features/accreditation/lib/format';
import { ApiError, getErrorMessage } from '../../lib/api-client';

/**
 * /accreditation/renew/{number} (signed in: the applicant or the institute's contact; the reminder mails
 * link here): the current period, the renewal fee for the coming year, and paying it.
 */
export function AccreditationRenewPage() {
  const { certificateId = '' } = useParams();
  const renewal = useRenewal(certificateId);
  const fees = useAccreditationFees();
  const pay = usePayRenewal();
  const [payment, setPayment] = useState<(BadgeStatus & { clientSecret: string }) | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [renewedUntil, setRenewedUntil] = useState<string | null>(null);

  if (renewal.isPending) return <Spinner label="Loading the renewal" />;
  if (renewal.isError) {
    const missing = renewal.error instanceof ApiError && renewal.error.status === 404;
    return (
      <div className="mx-auto max-w-2xl px-4 py-16 text-center">
        <DocumentTitle>Renewal</DocumentTitle>
        <h1 className="font-serif text-3xl font-bold text-brand">{missing ? 'No accreditation of yours has this number' : 'The renewal could not be loaded'}</h1>
        <p className="mt-4 text-ink-muted">
          {missing ? 'Renewals are paid by the account that applied, or by the institute contact the reminders were sent to.' : getErrorMessage(renewal.error)}
        </p>
        <Link to="/accreditation/applications" className={`${buttonClass('primary')} mt-8`}>
          Your applications
        </Link>
      </div>
    );
  }

  const data = renewal.data;
  const start = () =>
    pay.mutate(certificateId, {
      onSuccess: (status) => {
        const next = status.payment;
        if (next?.clientSecret && next.paymentStatus !== 'succeeded') {
          setPayment({ ...next, clientSecret: next.clientSecret });
          setIsOpen(true);
        } else {
          setRenewedUntil(status.endDate);
          void renewal.refetch();
        }
      },
    });
  const onPaid = async () => {
    const refreshed = await renewal.refetch();
    if (refreshed.data) setRenewedUntil(refreshed.data.endDate);
  };

  return (
    <div className="bg-surface">
      <DocumentTitle>{`Renew the accreditation of ${data.name}`}</DocumentTitle>
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <Link to="/accreditation/applications" className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand hover:text-accent">
          <ArrowLeft aria-hidden className="size-4" />
          Your applications
        </Link>
        <h1 className="mt-3 font-serif text-3xl font-bold text-brand">Renew the accreditation</h1>
        <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_1fr]">
          <section aria-labelledby="renewal-title" className="rounded-2xl bg-white p-6 shadow-xs ring-1 ring-line">
            <h2 id="renewal-title" className="font-serif text-xl font-bold text-brand wrap-break-word">
              {data.name}
            </h2>
            <dl className="mt-4 grid gap-x-6 gap-y-2.5 text-sm sm:grid-cols-[10rem_1fr]">
              <dt className="font-semibold text-ink-muted">Certificate No.</dt>
              <dd className="font-medium text-ink tabular-nums">{data.certificateId}</dd>
              <dt className="font-semibold text-ink-muted">Accreditation Period</dt>
              <dd className="text-ink">
                {formatPeriod(data.startDate, data.endDate)} <Pill tone={stateTones[data.state]}>{stateLabel(data.state)}</Pill>
              </dd>
              <dt className="font-semibold text-ink-muted">Renewal</dt>
              <dd className="text-ink">
                Year {data.renewal.year}: <strong>{formatCents(data.renewal.feeCents)}</strong>, until {formatLongDate(data.renewal.newEndDate)}
              </dd>
            </dl>
            <div className="mt-6 space-y-3">
              {renewedUntil ? (
                <FormAlert tone="success">Renewed: the accreditation now runs until {formatLongDate(renewedUntil)}.</FormAlert>
              ) : null}
              {data.renewal.isOpen ? (
                <PendingButton type="button" variant="accent" isPending={pay.isPending} pendingLabel="Loading..." onClick={start}>
                  <CreditCard aria-hidden className="size-4" />
                  Pay {formatCents(data.renewal.feeCents)}
                </PendingButton>
              ) : (
                <p className="text-sm text-ink-muted">The next renewal opens on {formatLongDate(data.renewal.opensOn)}. We will remind you 30 and 7 days before the period ends.</p>
              )}
              {pay.isError ? <FormAlert>{getErrorMessage(pay.error)}</FormAlert> : null}
            </div>
          </section>
          <section aria-labelledby="renewal-schedule-title">
            <h2 id="renewal-schedule-title" className="mb-3 font-semibold text-brand">
              Fees over the first ten years
            </h2>
            {fees.data ? <FeeSchedule fees={fees.data} highlightYear={data.renewal.year} captionId="renewal-schedule-title" /> : null}
          </section>
        </div>
      </div>
      {payment ? (
        <PaymentModal
          description={`Renewal of the accreditation of ${data.name} for year ${data.renewal.year}.`}
          status={payment}
          lastFailure={payment.failureMessage}
          isOpen={isOpen}
          onOpenChange={setIsOpen}
          refetchStatus={onPaid}
        />
      ) : null}
    </div>
  );
}
