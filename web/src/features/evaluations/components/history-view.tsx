import { evaluationMessages, timing } from '@creds/contract';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { inputClass } from '../../../components/ui/form-field';
import { PendingButton } from '../../../components/ui/pending-button';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useHistory } from '../api/get-history';
import { EvaluationDetailDialog } from './evaluation-detail-dialog';
import { HistoryTable } from './history-table';
import { LevelLegend } from './level-legend';

/**
 * The user's evaluations (spec section 2, History): search by title or level (debounced), the table
 * with its status actions, Load More, the level legend, and a row's details on demand.
 */
export function HistoryView() {
  const [search, setSearch] = useState('');
  const [openBadgeId, setOpenBadgeId] = useState<string | null>(null);
  const history = useHistory(useDebouncedValue(search, timing.historySearchDebounceMs));
  const rows = history.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <div className="space-y-6">
      <div className="max-w-md">
        <label htmlFor="history-search" className="sr-only">
          Search by title or level
        </label>
        <div className="relative">
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-ink-muted" />
          <input
            id="history-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search by title or level"
            autoComplete="off"
            className={`${inputClass} pl-11`}
          />
        </div>
      </div>

      <div aria-live="polite" aria-busy={history.isFetching || undefined}>
        {history.isPending ? (
          <Spinner label="Loading your evaluations" />
        ) : history.isError && !history.data ? (
          <p role="alert" className="rounded-xl bg-error-soft px-5 py-4 text-sm font-semibold text-error ring-1 ring-error/20">
            Error: {getErrorMessage(history.error)}
          </p>
        ) : (
          <HistoryTable rows={rows} onOpen={setOpenBadgeId} emptyText={evaluationMessages.historyEmpty} />
        )}
      </div>

      {/* A page after the first that failed to load: the rows already shown stay, and Load More tries again. */}
      {history.isFetchNextPageError ? (
        <p role="alert" className="rounded-xl bg-error-soft px-5 py-4 text-center text-sm font-semibold text-error ring-1 ring-error/20">
          Error: {getErrorMessage(history.error)}
        </p>
      ) : null}

      {history.data ? (
        <div className="flex justify-center">
          <PendingButton
            type="button"
            variant="outline"
            isPending={history.isFetchingNextPage}
            pendingLabel="Loading…"
            disabled={!history.hasNextPage}
            onClick={() => void history.fetchNextPage()}
          >
            {history.hasNextPage ? 'Load More' : 'Nothing more to load'}
          </PendingButton>
        </div>
      ) : null}

      <LevelLegend />
      <EvaluationDetailDialog badgeId={openBadgeId} onClose={() => setOpenBadgeId(null)} />
    </div>
  );
}
