import { paymentMessages } from '@creds/contract';
import { CardCvcElement, CardExpiryElement, CardNumberElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeCardNumberElementChangeEvent, StripeElementChangeEvent } from '@stripe/stripe-js';
// The pure entry loads Stripe.js only when asked (this module itself loads only for Stripe payments).
import { loadStripe } from '@stripe/stripe-js/pure';
import { Lock } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { PendingButton } from '../../../components/ui/pending-button';
import { payLabel } from '../lib/amount';
import type { CardFormProps } from './sandbox-card-form';

type CardField = 'number' | 'expiry' | 'cvc';

const stripeByKey = new Map<string, Promise<Stripe | null>>();

/** One Stripe.js per publishable key for the page's life, as Stripe asks. */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

const elementOptions = {
  style: {
    base: { fontSize: '16px', color: '#172033', fontFamily: 'system-ui, sans-serif', '::placeholder': { color: '#6b7280' } },
    invalid: { color: '#8b0f1f', iconColor: '#8b0f1f' },
  },
};

/** Stripe Elements (card number, expiry, CVC) and `confirmCardPayment` (spec section 7). */
export default function StripeCardForm({ publishableKey, ...props }: CardFormProps & { publishableKey: string }) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <StripeCardFields {...props} />
    </Elements>
  );
}

function StripeCardFields({ clientSecret, amountCents, onSucceeded }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState<Record<CardField, boolean>>({ number: false, expiry: false, cvc: false });
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({});
  const [paymentError, setPaymentError] = useState<string | null>(null);
  const [isPaying, setIsPaying] = useState(false);
  const [isSucceeded, setIsSucceeded] = useState(false);
  const ids = { number: useId(), expiry: useId(), cvc: useId() };
  const isReady = Boolean(stripe && elements) && ready.number && ready.expiry && ready.cvc;

  const onChange = (field: CardField) => (event: StripeElementChangeEvent | StripeCardNumberElementChangeEvent) => {
    setPaymentError(null);
    setErrors((current) => ({ ...current, [field]: event.error?.message }));
  };
  const onReady = (field: CardField) => () => setReady((current) => (current[field] ? current : { ...current, [field]: true }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPaymentError(null);
    const card = elements?.getElement(CardNumberElement);
    if (!stripe || !elements || !card || !elements.getElement(CardExpiryElement) || !elements.getElement(CardCvcElement)) {
      setPaymentError(paymentMessages.elementsMissing);
      return;
    }
    setIsPaying(true);
    try {
      const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
      if (error) {
        setPaymentError(error.message || paymentMessages.failed);
      } else if (paymentIntent?.status === 'succeeded' || paymentIntent?.status === 'processing') {
        setIsSucceeded(true);
        await onSucceeded();
      } else {
        setPaymentError(paymentMessages.failed);
      }
    } catch {
      setPaymentError(paymentMessages.failed);
    } finally {
      setIsPaying(false);
    }
  };

  const frame = (field: CardField) =>
    `rounded-md border bg-white px-3.5 py-3 shadow-xs transition-colors focus-within:border-brand focus-within:ring-3 focus-within:ring-brand/15 ${
      errors[field] ? 'border-error' : 'border-line'
    }`;
  const message = (field: CardField) =>
    errors[field] ? (
      <p id={`${ids[field]}-error`} className="mt-1.5 text-sm text-error">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Card details" className="space-y-4">
      <div>
        <p id={ids.number} className="mb-1.5 text-sm font-semibold text-ink">
          Card number
        </p>
        <div className={frame('number')}>
          <CardNumberElement options={{ ...elementOptions, showIcon: true }} onChange={onChange('number')} onReady={onReady('number')} />
        </div>
        {message('number')}
      </div>
      <div className="grid grid-cols-2 gap-4">
        <div>
          <p id={ids.expiry} className="mb-1.5 text-sm font-semibold text-ink">
            Expiry date
          </p>
          <div className={frame('expiry')}>
            <CardExpiryElement options={elementOptions} onChange={onChange('expiry')} onReady={onReady('expiry')} />
          </div>
          {message('expiry')}
        </div>
        <div>
          <p id={ids.cvc} className="mb-1.5 text-sm font-semibold text-ink">
            CVC
          </p>
          <div className={frame('cvc')}>
            <CardCvcElement options={elementOptions} onChange={onChange('cvc')} onReady={onReady('cvc')} />
          </div>
          {message('cvc')}
        </div>
      </div>
      {paymentError ? <FormAlert>{paymentError}</FormAlert> : null}
      {isSucceeded ? <FormAlert tone="success">{paymentMessages.completed}</FormAlert> : null}
      {isReady ? (
        <PendingButton isPending={isPaying} pendingLabel="Paying..." disabled={isSucceeded} variant="accent" className="w-full">
          <Lock aria-hidden className="size-4" />
          {payLabel(amountCents)}
        </PendingButton>
      ) : (
        <PendingButton isPending pendingLabel="Loading..." variant="accent" className="w-full">
          {payLabel(amountCents)}
        </PendingButton>
      )}
    </form>
  );
}
