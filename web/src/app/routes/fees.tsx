import { formatFee } from '@creds/contract';
import { CircleAlert, Info, RefreshCw } from 'lucide-react';
import { buttonClass } from '../../components/ui/button-styles';
import { feeGroups, feesIntro, feesMeta, feesNotes } from '../../content/fees';
import { usePrices } from '../../features/public-site/api/get-prices';
import {
  AccreditationSchedule,
  EvaluationPlans,
  FeeGroupHeading,
  GroupEstimator,
} from '../../features/public-site/components/fee-tables';
import { PageHero } from '../../features/public-site/components/page-hero';
import { PageMeta } from '../../features/public-site/components/page-meta';

/** /fees: the three fee groups, read from the price table (GET /api/prices). */
export function FeesPage() {
  const prices = usePrices();
  return (
    <>
      <PageMeta {...feesMeta} canonicalPath="/fees" />
      <PageHero title={feesIntro.title} lead={feesIntro.lead} />
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <section aria-labelledby="evaluation-fees" className="space-y-8">
          <FeeGroupHeading id="evaluation-fees" icon="evaluation" title={feeGroups.evaluation.heading} intro={feeGroups.evaluation.intro} />
          {prices.isPending ? (
            <FeesLoading />
          ) : prices.isError ? (
            <FeesError onRetry={() => void prices.refetch()} isRetrying={prices.isFetching} />
          ) : (
            <>
              <EvaluationPlans table={prices.data.table} />
              <GroupEstimator table={prices.data.table} />
            </>
          )}
        </section>

        <section aria-labelledby="testing-fees" className="space-y-6">
          <FeeGroupHeading id="testing-fees" icon="testing" title={feeGroups.testing.heading} />
          <div className="max-w-3xl rounded-2xl border border-line bg-white p-6 sm:p-8">
            <p className="leading-relaxed text-ink-muted">{feeGroups.testing.text}</p>
            <p className="mt-4 text-sm font-medium text-brand">{feeGroups.testing.note}</p>
          </div>
        </section>

        <section aria-labelledby="accreditation-fees" className="space-y-8">
          <FeeGroupHeading id="accreditation-fees" icon="accreditation" title={feeGroups.accreditation.heading} intro={feeGroups.accreditation.intro} />
          {prices.isPending ? (
            <FeesLoading />
          ) : prices.isError ? null : (
            <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
              <dl className="grid content-start gap-4">
                <div className="rounded-2xl bg-brand p-6 text-white">
                  <dt className="text-sm text-white/85">Registration and first year</dt>
                  <dd className="mt-1 text-3xl font-bold tabular-nums">{formatFee(prices.data.table['accreditation.firstYear'])}</dd>
                </div>
                <div className="rounded-2xl border border-line p-6">
                  <dt className="text-sm text-ink-muted">Renewal, each following year</dt>
                  <dd className="mt-1 text-3xl font-bold text-ink tabular-nums">
                    {formatFee(prices.data.table['accreditation.renewal'])}
                    <span className="block text-sm font-medium text-accent-dark">
                      + {prices.data.table['accreditation.annualIncreasePercent']}% every year
                    </span>
                  </dd>
                </div>
              </dl>
              <AccreditationSchedule table={prices.data.table} />
            </div>
          )}
        </section>

        <aside aria-label="About these fees" className="rounded-2xl border-l-4 border-accent bg-accent-soft px-6 py-5">
          <ul className="space-y-2 text-ink">
            {feesNotes.map((note) => (
              <li key={note} className="flex gap-2.5">
                <Info aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-dark" />
                {note}
              </li>
            ))}
          </ul>
          {prices.data?.updatedAt ? (
            <p className="mt-3 pl-7.5 text-sm text-ink-muted">
              Prices last changed on{' '}
              {new Date(prices.data.updatedAt).toLocaleDateString('en-US', { day: 'numeric', month: 'long', year: 'numeric' })}.
            </p>
          ) : null}
        </aside>
      </div>
    </>
  );
}

function FeesLoading() {
  return (
    <div role="status" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
      <span className="sr-only">Loading the current fees…</span>
      {Array.from({ length: 5 }, (_, index) => (
        <div key={index} aria-hidden className="h-56 animate-pulse rounded-2xl bg-surface ring-1 ring-line" />
      ))}
    </div>
  );
}

function FeesError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <div className="max-w-2xl space-y-4">
      <p role="alert" className="flex items-start gap-2.5 rounded-md border border-error/30 bg-error-soft px-4 py-3 text-error">
        <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
        The current fees could not be loaded. Check your connection and try again.
      </p>
      <button type="button" onClick={onRetry} disabled={isRetrying} className={buttonClass('outline')}>
        <RefreshCw aria-hidden className={`size-4 ${isRetrying ? 'animate-spin' : ''}`} />
        Try again
      </button>
    </div>
  );
}
