import { Check, CreditCard, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { creditPackages, formatDollars } from '../lib/credit-packages';

interface PurchaseCreditsDialogProps {
  /** The button that opens the dialog; the settings page passes a disabled one (spec section 2). */
  trigger: ReactNode;
  defaultOpen?: boolean;
}

/**
 * The purchase modal of spec section 2: the four credit packages, Cancel and Proceed to Payment. Its
 * trigger stays disabled until card payment for credits exists, so nobody opens it yet.
 */
export function PurchaseCreditsDialog({ trigger, defaultOpen = false }: PurchaseCreditsDialogProps) {
  const [selected, setSelected] = useState(creditPackages.findIndex((item) => item.popular));

  return (
    <Dialog.Root defaultOpen={defaultOpen}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="font-serif text-xl font-bold text-brand">Purchase Credits</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-ink-muted">
                Choose a package of evaluation credits (EC).
              </Dialog.Description>
            </div>
            <Dialog.Close aria-label="Close" className="-m-1 rounded p-1 text-ink-muted hover:bg-surface hover:text-ink">
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <fieldset className="mt-5">
            <legend className="sr-only">Credit packages</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {creditPackages.map((item, index) => (
                <label
                  key={item.credits}
                  className="relative flex cursor-pointer flex-col rounded-lg border border-line p-4 transition-colors hover:border-brand-muted has-checked:border-brand has-checked:bg-brand-soft has-checked:ring-1 has-checked:ring-brand has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent"
                >
                  <input
                    type="radio"
                    name="credit-package"
                    value={item.credits}
                    checked={selected === index}
                    onChange={() => setSelected(index)}
                    className="sr-only"
                  />
                  {item.popular ? (
                    <span className="absolute -top-2.5 right-3 rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-white">
                      Popular
                    </span>
                  ) : null}
                  <span className="text-lg font-bold text-ink">{item.credits} EC</span>
                  <span className="text-sm text-ink-muted">{formatDollars(item.priceCents)}</span>
                  {selected === index ? (
                    <Check aria-hidden className="absolute right-3 bottom-3 size-5 text-brand" />
                  ) : null}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close className={buttonClass('outline')}>Cancel</Dialog.Close>
            {/* Card payment for credits is not available yet (spec section 1). */}
            <button type="button" disabled className={buttonClass('primary')}>
              <CreditCard aria-hidden className="size-4" />
              Proceed to Payment
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
