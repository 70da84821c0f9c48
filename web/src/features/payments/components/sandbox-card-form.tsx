import { cardBrand, checkCard, paymentMessages } from '@creds/contract';
import { Lock } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { FieldMessages, useFieldIds } from '../../../components/ui/field-messages';
import { FormAlert } from '../../../components/ui/form-alert';
import { inputClass } from '../../../components/ui/form-field';
import { PendingButton } from '../../../components/ui/pending-button';
import { ApiError, getSubmitErrorMessage } from '../../../lib/api-client';
import { useConfirmSandboxPayment } from '../api/confirm-sandbox-payment';
import { payLabel } from '../lib/amount';
import { brandNames, cardLength, cvcLength, formatCardNumber, formatExpiry } from '../lib/card-format';
import { CardBrandIcon } from './card-brand-icon';

type CardField = 'number' | 'expiry' | 'cvc';
const cardFields: CardField[] = ['number', 'expiry', 'cvc'];

export interface CardFormProps {
  clientSecret: string;
  amountCents: number;
  /** The provider said `succeeded`: the modal announces it, refreshes the status and closes. */
  onSucceeded: () => Promise<void>;
}

/** Whether a field holds as many characters as a complete value has (then it is checked as typed). */
function isComplete(field: CardField, card: Record<CardField, string>): boolean {
  const brand = cardBrand(card.number);
  if (field === 'number') return card.number.replace(/\D/g, '').length >= cardLength(brand);
  if (field === 'expiry') return card.expiry.replace(/\D/g, '').length >= 4;
  return card.cvc.length >= cvcLength(brand);
}

/**
 * The sandbox's card fields, built to look and behave like the provider's Elements: the number
 * grouped in fours with the brand's mark, "MM / YY", the CVC; each checked as the Elements check
 * (complete values as typed, incomplete ones on leaving the field, everything on submit) with the
 * contract's `checkCard`, and focus moving on when a field is complete.
 */
export function SandboxCardForm({ clientSecret, amountCents, onSucceeded }: CardFormProps) {
  const confirm = useConfirmSandboxPayment();
  const [card, setCard] = useState<Record<CardField, string>>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({});
  const [paymentError, setPaymentError] = useState<string | null>(null);
  const [isSucceeded, setIsSucceeded] = useState(false);
  const inputs = useRef<Partial<Record<CardField, HTMLInputElement | null>>>({});
  const brand = cardBrand(card.number);
  const brandId = useId();

  const ids = {
    number: useFieldIds(undefined, { error: errors.number }),
    expiry: useFieldIds(undefined, { error: errors.expiry }),
    cvc: useFieldIds(undefined, { error: errors.cvc }),
  };

  const update = (field: CardField, value: string) => {
    const next = { ...card, [field]: value };
    setCard(next);
    setPaymentError(null);
    const problem = checkCard(next)[field];
    const complete = isComplete(field, next);
    // While typing, only a complete value is judged; an incomplete one clears its message.
    setErrors((current) => ({ ...current, [field]: complete ? problem : undefined }));
    if (complete && !problem) {
      const following = cardFields[cardFields.indexOf(field) + 1];
      if (following && !next[following]) inputs.current[following]?.focus();
    }
  };

  const onBlur = (field: CardField) => {
    if (!card[field]) return;
    setErrors((current) => ({ ...current, [field]: checkCard(card)[field] }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPaymentError(null);
    const problems = checkCard(card);
    setErrors(problems);
    const firstProblem = cardFields.find((field) => problems[field]);
    if (firstProblem) {
      inputs.current[firstProblem]?.focus();
      return;
    }
    const request = { clientSecret, card: { number: card.number.replace(/\D/g, ''), expiry: card.expiry, cvc: card.cvc } };
    const onFailure = (error: unknown) => {
      if (error instanceof ApiError && error.fields) {
        setErrors(Object.fromEntries(cardFields.filter((field) => error.fields?.[field]).map((field) => [field, error.fields?.[field]])));
      }
      setPaymentError(getSubmitErrorMessage(error, paymentMessages.failed));
    };
    const onAnswer = async (result: { status: string; error?: { message?: string | null } | null }) => {
      if (result.status === 'succeeded') {
        setIsSucceeded(true);
        await onSucceeded();
        return;
      }
      setPaymentError(result.error?.message || paymentMessages.failed);
    };
    confirm.mutate(request, {
      onSuccess: onAnswer,
      onError: (error) => {
        // No answer (the connection dropped, a proxy gave up): the payment may have gone through. Confirming the same
        // payment again is safe (a completed one answers "succeeded" once more, and is charged once), so ask once more
        // before saying it failed.
        if (!(error instanceof ApiError) || (error.status !== 0 && error.status < 500)) return onFailure(error);
        confirm.mutate(request, { onSuccess: onAnswer, onError: onFailure });
      },
    });
  };

  const onNumberChange = (event: ChangeEvent<HTMLInputElement>) => update('number', formatCardNumber(event.target.value));
  const onExpiryChange = (event: ChangeEvent<HTMLInputElement>) => {
    const isDeleting = (event.nativeEvent as InputEvent).inputType?.startsWith('delete') ?? false;
    update('expiry', formatExpiry(event.target.value, isDeleting));
  };
  const onCvcChange = (event: ChangeEvent<HTMLInputElement>) =>
    update('cvc', event.target.value.replace(/\D/g, '').slice(0, cvcLength(brand)));

  const describedBy = (field: CardField, extra?: string) => [ids[field].describedBy, extra].filter(Boolean).join(' ') || undefined;
  const isBusy = confirm.isPending || isSucceeded;

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Card details" className="space-y-4">
      <fieldset disabled={isBusy} className="space-y-4">
        <legend className="sr-only">Card</legend>
        <div>
          <label htmlFor={ids.number.id} className="mb-1.5 block text-sm font-semibold text-ink">
            Card number
          </label>
          <div className="relative">
            <input
              ref={(element) => {
                inputs.current.number = element;
              }}
              id={ids.number.id}
              name="cardnumber"
              type="text"
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="1234 1234 1234 1234"
              value={card.number}
              onChange={onNumberChange}
              onBlur={() => onBlur('number')}
              aria-invalid={Boolean(errors.number)}
              aria-describedby={describedBy('number', brand === 'unknown' ? undefined : brandId)}
              className={`${inputClass} pr-14 font-mono tracking-wide`}
            />
            <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center">
              <CardBrandIcon brand={brand} />
            </span>
            {brand === 'unknown' ? null : (
              <span id={brandId} className="sr-only">
                {brandNames[brand]}
              </span>
            )}
          </div>
          <FieldMessages ids={ids.number} error={errors.number} />
        </div>
        <div className="grid grid-cols-2 gap-4">
          <div>
            <label htmlFor={ids.expiry.id} className="mb-1.5 block text-sm font-semibold text-ink">
              Expiry date
            </label>
            <input
              ref={(element) => {
                inputs.current.expiry = element;
              }}
              id={ids.expiry.id}
              name="exp-date"
              type="text"
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM / YY"
              value={card.expiry}
              onChange={onExpiryChange}
              onBlur={() => onBlur('expiry')}
              aria-invalid={Boolean(errors.expiry)}
              aria-describedby={describedBy('expiry')}
              className={`${inputClass} font-mono`}
            />
            <FieldMessages ids={ids.expiry} error={errors.expiry} />
          </div>
          <div>
            <label htmlFor={ids.cvc.id} className="mb-1.5 block text-sm font-semibold text-ink">
              CVC
            </label>
            <input
              ref={(element) => {
                inputs.current.cvc = element;
              }}
              id={ids.cvc.id}
              name="cvc"
              type="text"
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="CVC"
              value={card.cvc}
              onChange={onCvcChange}
              onBlur={() => onBlur('cvc')}
              aria-invalid={Boolean(errors.cvc)}
              aria-describedby={describedBy('cvc')}
              className={`${inputClass} font-mono`}
            />
            <FieldMessages ids={ids.cvc} error={errors.cvc} />
          </div>
        </div>
      </fieldset>
      {paymentError ? <FormAlert>{paymentError}</FormAlert> : null}
      {isSucceeded ? <FormAlert tone="success">{paymentMessages.completed}</FormAlert> : null}
      <PendingButton isPending={confirm.isPending} pendingLabel="Paying..." disabled={isSucceeded} variant="accent" className="w-full">
        <Lock aria-hidden className="size-4" />
        {payLabel(amountCents)}
      </PendingButton>
    </form>
  );
}
