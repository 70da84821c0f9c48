import { formatCents, type Price } from '@creds/contract';
import { Save } from 'lucide-react';
import { useId, useState } from 'react';
import { inputClass } from '../../../components/ui/form-field';
import { PendingButton } from '../../../components/ui/pending-button';
import { getErrorMessage } from '../../../lib/api-client';
import { useNotifications } from '../../../lib/notifications';
import { useUpdatePrice } from '../api/update-price';

export const priceMessages = {
  invalidMoney: 'Enter an amount in dollars, like 5 or 4.50.',
  invalidPercent: 'Enter a whole percentage, like 5.',
  tooLarge: 'That amount is too large.',
  failed: 'The price could not be saved.',
} as const;

/** What the admin types, in the unit people think in: dollars for cents, whole numbers for a percentage. */
export function priceInputText(price: Pick<Price, 'amount' | 'unit'>): string {
  return price.unit === 'cents' ? (price.amount / 100).toFixed(2) : String(price.amount);
}

/** The amount to store (integer cents or percent), or the message saying why the text is not one. */
export function parsePriceInput(text: string, unit: Price['unit']): { amount: number } | { error: string } {
  const trimmed = text.trim().replace(/^\$/, '').trim();
  if (unit === 'percent') {
    if (!/^\d{1,3}$/.test(trimmed)) return { error: priceMessages.invalidPercent };
    return { amount: Number(trimmed) };
  }
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return { error: priceMessages.invalidMoney };
  const amount = Math.round(Number(trimmed) * 100);
  return amount > 10_000_000 ? { error: priceMessages.tooLarge } : { amount };
}

/** One price: its input and Save, enabled once the amount differs from the stored one. */
export function PriceEditor({ price }: { price: Price }) {
  const id = useId();
  const { showSuccess, showError } = useNotifications();
  const update = useUpdatePrice();
  const [text, setText] = useState(() => priceInputText(price));
  const [error, setError] = useState<string | null>(null);
  const parsed = parsePriceInput(text, price.unit);
  const isChanged = 'amount' in parsed ? parsed.amount !== price.amount : text.trim() !== priceInputText(price);

  return (
    <form
      noValidate
      aria-label={price.label}
      onSubmit={(event) => {
        event.preventDefault();
        if ('error' in parsed) return setError(parsed.error);
        setError(null);
        update.mutate(
          { key: price.key, amount: parsed.amount },
          {
            onSuccess: (message) =>
              showSuccess(`${message} ${price.label}: ${price.unit === 'cents' ? formatCents(parsed.amount) : `${parsed.amount} %`}.`),
            onError: (failure) => {
              const message = getErrorMessage(failure, priceMessages.failed);
              setError(message);
              showError(message);
            },
          },
        );
      }}
      className="flex flex-col gap-1"
    >
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="sr-only">
          {price.label} ({price.unit === 'cents' ? 'US dollars' : 'percent'})
        </label>
        <div className="relative w-32">
          {price.unit === 'cents' ? (
            <span aria-hidden className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-ink-muted">
              $
            </span>
          ) : null}
          <input
            id={id}
            inputMode={price.unit === 'cents' ? 'decimal' : 'numeric'}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setError(null);
            }}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            className={`${inputClass} py-1.5 text-right text-sm tabular-nums ${price.unit === 'cents' ? 'pl-7' : 'pr-8'}`}
          />
          {price.unit === 'percent' ? (
            <span aria-hidden className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-ink-muted">
              %
            </span>
          ) : null}
        </div>
        <PendingButton isPending={update.isPending} pendingLabel="Saving…" size="sm" variant="outline" disabled={!isChanged} aria-label={`Save ${price.label}`}>
          <Save aria-hidden className="size-4" />
          Save
        </PendingButton>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-xs text-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
