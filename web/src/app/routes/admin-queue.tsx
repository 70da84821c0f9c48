import { queueStatuses } from '@creds/contract';
import { RefreshCw } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles';
import { FormAlert } from '../../components/ui/form-alert';
import { Pagination } from '../../components/ui/pagination';
import { Spinner } from '../../components/ui/spinner';
import { useReviewQueue, type QueueStatus } from '../../features/reviews/api/get-review-queue';
import { ConsolePageHeader } from '../../features/reviews/components/console-page-header';
import { QueueTable } from '../../features/reviews/components/queue-table';
import { readSearch, SearchBox } from '../../features/reviews/components/search-box';
import { queueStatusLabels } from '../../features/reviews/lib/review-status';
import { getErrorMessage } from '../../lib/api-client';

function readStatus(value: string | null): QueueStatus {
  return (queueStatuses as readonly string[]).includes(value ?? '') ? (value as QueueStatus) : 'awaiting review';
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

const emptyTexts: Record<QueueStatus, string> = {
  'awaiting review': 'Nothing is waiting for review. New evaluations appear here once they are paid.',
  verified: 'No verified evaluations yet.',
  unverified: 'No rejected evaluations.',
  refunded: 'No refunded evaluations.',
  revoked: 'No evaluations with a revoked certificate.',
  all: 'No evaluations have been requested yet.',
};

/** /admin (reviewers): paid evaluations, oldest payment first, with their due dates; filters in the address. */
export function AdminQueuePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = readStatus(searchParams.get('status'));
  const search = readSearch(searchParams);
  const page = readPage(searchParams.get('page'));
  const queue = useReviewQueue({ status, search, page });

  const setFilters = (changes: { status?: QueueStatus; search?: string; page?: number }) => {
    const next = { status, search, page: 1, ...changes };
    const params = new URLSearchParams();
    if (next.status !== 'awaiting review') params.set('status', next.status);
    if (next.search) params.set('search', next.search);
    if (next.page > 1) params.set('page', String(next.page));
    setSearchParams(params);
  };

  const caption = `${queueStatusLabels[status]} evaluations${search ? ` matching “${search}”` : ''}`;

  return (
    <>
      <title>Review queue | Review console</title>
      <ConsolePageHeader
        title="Review queue"
        description="Paid evaluations, oldest payment first. Each is due two business days after payment."
        actions={
          <button type="button" onClick={() => void queue.refetch()} className={buttonClass('outline', 'sm')} disabled={queue.isFetching}>
            <RefreshCw aria-hidden className={`size-4 ${queue.isFetching ? 'animate-spin' : ''}`} />
            Refresh
          </button>
        }
      />
      <div className="mb-5 flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line lg:flex-row lg:items-end">
        <fieldset className="min-w-0">
          <legend className="mb-1.5 text-sm font-semibold text-ink">Status</legend>
          <div className="flex flex-wrap gap-1 rounded-lg bg-surface p-1 ring-1 ring-line">
            {queueStatuses.map((value) => (
              <label
                key={value}
                className="cursor-pointer rounded-md px-2.5 py-1.5 text-sm sm:px-3 font-medium text-ink-muted transition-colors has-checked:bg-brand has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-accent hover:text-brand has-checked:hover:text-white"
              >
                <input
                  type="radio"
                  name="queue-status"
                  value={value}
                  checked={status === value}
                  onChange={() => setFilters({ status: value })}
                  className="sr-only"
                />
                {queueStatusLabels[value]}
              </label>
            ))}
          </div>
        </fieldset>
        <SearchBox
          key={search}
          label="Search"
          placeholder="Course, applicant, e-mail or badge ID"
          value={search}
          onSearch={(text) => setFilters({ search: text })}
        />
      </div>

      {queue.isPending ? (
        <Spinner label="Loading the queue" />
      ) : queue.isError ? (
        <div className="space-y-3">
          <FormAlert>{getErrorMessage(queue.error, 'The queue could not be loaded.')}</FormAlert>
          <button type="button" onClick={() => void queue.refetch()} className={buttonClass('outline', 'sm')}>
            <RefreshCw aria-hidden className="size-4" />
            Try again
          </button>
        </div>
      ) : (
        <>
          <p aria-live="polite" className="mb-3 text-sm text-ink-muted">
            {queue.data.total === 1 ? '1 evaluation' : `${queue.data.total} evaluations`}
            {queue.data.data.some((row) => row.overdue) ? (
              <span className="font-semibold text-error"> · {queue.data.data.filter((row) => row.overdue).length} overdue on this page</span>
            ) : null}
          </p>
          {queue.data.data.length === 0 ? (
            <p className="rounded-xl bg-white px-6 py-12 text-center text-ink-muted shadow-sm ring-1 ring-line">
              {search ? 'No evaluations match this search.' : emptyTexts[status]}
            </p>
          ) : (
            <QueueTable rows={queue.data.data} caption={caption} />
          )}
          <Pagination
            label="Queue pages"
            page={page}
            nextPage={queue.data.nextPage}
            isFetching={queue.isFetching}
            onPageChange={(next) => setFilters({ page: next })}
          />
        </>
      )}
    </>
  );
}
