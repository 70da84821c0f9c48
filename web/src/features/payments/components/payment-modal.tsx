import { formatCents, paymentMessages, type BadgeStatus } from '@creds/contract';
import { FlaskConical, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { lazy, Suspense } from 'react';
import { PendingButton } from '../../../components/ui/pending-button';
import { useNotifications } from '../../../lib/notifications';
import { payLabel } from '../lib/amount';
import { SandboxCardForm } from './sandbox-card-form';

// Stripe's code (and Stripe.js from its host) loads only when Stripe is the provider.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

export interface PaymentModalProps {
  status: BadgeStatus & { clientSecret: string };
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Fetches the status again after a payment. */
  refetchStatus: () => Promise<unknown>;
  /** What the payment is for, under the title. */
  description?: string;
  /** Shown when the previous attempt failed (accreditation fees keep their last failure). */
  lastFailure?: string | null;
}

/**
 * The Payment Details modal (spec section 2): the provider's card fields, "Pay $X.XX", "Paying..."
 * while it runs and "Loading..." until the provider is ready; on success the modal closes, the
 * notification says so and the status is fetched again.
 */
export function PaymentModal({
  status,
  isOpen,
  onOpenChange,
  refetchStatus,
  description = paymentMessages.cardPrompt,
  lastFailure,
}: PaymentModalProps) {
  const { showSuccess } = useNotifications();

  // The modal closes as the notification says "Payment completed successfully!", so the message is on
  // screen once (the form's own alert shows only where the form stands alone).
  const onSucceeded = async () => {
    onOpenChange(false);
    showSuccess(paymentMessages.completed);
    await refetchStatus();
  };

  const formProps = { clientSecret: status.clientSecret, amountCents: status.amountCents, onSucceeded };
  const isStripe = status.provider === 'stripe' && status.publishableKey !== null;

  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[92dvh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="font-serif text-xl font-bold text-brand">Payment Details</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-ink-muted">{description}</Dialog.Description>
            </div>
            <Dialog.Close aria-label="Close" className="-m-1 rounded p-1 text-ink-muted hover:bg-surface hover:text-ink">
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <p className="mt-4 flex items-baseline justify-between rounded-lg bg-surface px-4 py-3 text-sm text-ink-muted ring-1 ring-line">
            Amount due
            <span className="text-xl font-bold text-ink">{formatCents(status.amountCents)}</span>
          </p>
          {lastFailure ? <p className="mt-3 text-sm text-error">The last attempt failed: {lastFailure}</p> : null}
          <div className="mt-5">
            {isStripe ? (
              <Suspense
                fallback={
                  <PendingButton isPending pendingLabel="Loading..." variant="accent" className="w-full">
                    {payLabel(status.amountCents)}
                  </PendingButton>
                }
              >
                <StripeCardForm publishableKey={status.publishableKey!} {...formProps} />
              </Suspense>
            ) : (
              <SandboxCardForm {...formProps} />
            )}
          </div>
          {isStripe ? null : (
            <p className="mt-4 flex items-start gap-2 rounded-md bg-warning-soft px-3 py-2.5 text-xs leading-relaxed text-warning">
              <FlaskConical aria-hidden className="mt-0.5 size-4 shrink-0" />
              <span>
                Test payments: no card is charged. Use 4242 4242 4242 4242 with any future date and any CVC; 4000 0000 0000 0002 is
                declined.
              </span>
            </p>
          )}
          <p className="mt-3 text-xs text-ink-muted">{paymentMessages.refundWindow}</p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
