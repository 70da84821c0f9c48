import { CreditCard, Mail, ShieldCheck, Wallet } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button-styles';
import { availableCredits } from '../lib/credit-packages';
import { PurchaseCreditsDialog } from './purchase-credits-dialog';

/** The spec shows the role as is, or N/A when there is none. */
export function roleLabel(role: string | null | undefined): string {
  return role ? role.charAt(0).toUpperCase() + role.slice(1) : 'N/A';
}

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}

/** The settings header: who is signed in, and the Evaluation Credits box. */
export function AccountSummary({
  username,
  email,
  role,
}: {
  username: string;
  email: string;
  role: string | null | undefined;
}) {
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-[minmax(0,1fr)_minmax(16rem,20rem)]">
      <div className="flex items-center gap-4 rounded-xl bg-brand p-5 text-white shadow-sm sm:gap-5 sm:p-6">
        <span
          aria-hidden
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-white font-serif text-xl font-bold text-brand ring-4 ring-accent sm:size-16 sm:text-2xl"
        >
          {initialsOf(username)}
        </span>
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-[0.18em] text-white/75">Account settings</p>
          <h1 className="mt-1 font-serif text-2xl font-bold wrap-break-word sm:text-3xl">{username}</h1>
          <dl className="mt-2 flex flex-col gap-1 text-sm text-white/90 sm:flex-row sm:flex-wrap sm:gap-x-5">
            <div className="flex min-w-0 items-start gap-1.5">
              <dt className="mt-0.5">
                <Mail aria-hidden className="size-4" />
                <span className="sr-only">Email</span>
              </dt>
              <dd className="min-w-0 wrap-anywhere">{email}</dd>
            </div>
            <div className="flex items-center gap-1.5">
              <dt className="flex items-center gap-1.5">
                <ShieldCheck aria-hidden className="size-4" />
                Role:
              </dt>
              <dd className="font-semibold">{roleLabel(role)}</dd>
            </div>
          </dl>
        </div>
      </div>
      <section aria-labelledby="credits-title" className="flex flex-col justify-between gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-line sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <div>
            <h2 id="credits-title" className="text-sm font-semibold text-ink-muted">
              Evaluation Credits
            </h2>
            <p className="mt-1 text-3xl font-bold text-brand">{availableCredits} EC</p>
          </div>
          <span className="flex size-11 items-center justify-center rounded-full bg-accent-soft text-accent">
            <Wallet aria-hidden className="size-5" />
          </span>
        </div>
        <div>
          <PurchaseCreditsDialog
            trigger={
              // Disabled until credits can be bought (spec section 2): the dialog never opens yet.
              <button
                type="button"
                disabled
                aria-describedby="credits-note"
                className={`${buttonClass('accent', 'sm')} w-full`}
              >
                <CreditCard aria-hidden className="size-4" />
                Purchase Credits
              </button>
            }
          />
          <p id="credits-note" className="mt-2 text-center text-xs text-ink-muted">
            Credit purchases are not open yet.
          </p>
        </div>
      </section>
    </div>
  );
}
