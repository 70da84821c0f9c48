import { formatCents, type ApplicationDetail, type BadgeStatus } from '@creds/contract';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { PendingButton } from '../../../components/ui/pending-button';
import { getErrorMessage } from '../../../lib/api-client';
import { usePayApplication } from '../api/pay-application';
import { PaymentModal } from '../../payments/components/payment-modal';

/** A submitted application's next step: pay the registration and first-year fee (the dialog takes the card). */
export function PayFeePanel({ application, onPaid }: { application: ApplicationDetail; onPaid: () => Promise<unknown> }) {
  const pay = usePayApplication();
  const [payment, setPayment] = useState<(BadgeStatus & { clientSecret: string }) | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const fee = formatCents(application.feeCents);

  const start = () =>
    pay.mutate(application.id, {
      onSuccess: (status) => {
        if (status.clientSecret && status.paymentStatus !== 'succeeded') {
          setPayment({ ...status, clientSecret: status.clientSecret });
          setIsOpen(true);
        } else {
          void onPaid();
        }
      },
    });

  return (
    <div className="space-y-4">
      <p className="leading-relaxed text-ink-muted">
        The application reaches the review queue once the registration and first-year fee of <strong className="text-ink">{fee}</strong> is paid. Review takes about one week.
      </p>
      {application.paymentStatus === 'requires_payment_method' ? <FormAlert>The last payment attempt did not go through. Try again with another card.</FormAlert> : null}
      {pay.isError ? <FormAlert>{getErrorMessage(pay.error)}</FormAlert> : null}
      <PendingButton type="button" variant="accent" isPending={pay.isPending} pendingLabel="Loading..." onClick={start}>
        <CreditCard aria-hidden className="size-4" />
        Pay {fee}
      </PendingButton>
      {payment ? (
        <PaymentModal
          description={`Registration and first year of accreditation for ${application.instituteName} (${application.reference}).`}
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
