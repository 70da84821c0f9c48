import type { FailedJob } from '@creds/contract';
import { RotateCcw } from 'lucide-react';
import { formatDate, FormattedDate } from '../../../components/ui/formatted-date';
import { PendingButton } from '../../../components/ui/pending-button';
import { getErrorMessage } from '../../../lib/api-client';
import { useNotifications } from '../../../lib/notifications';
import { useRetryJob } from '../api/retry-job';
import { describeJobError, isJobName, jobTitle } from '../lib/job-descriptions';

const columns = ['Job', 'Failed', 'Attempts', 'Error', 'Action'] as const;

// Below Tailwind's `lg` the columns do not fit: each row is drawn as a card, each value beside its column's name
// (drawn from `data-label` by CSS, so a cell's text stays its value), with the headings kept for screen readers.
// The explicit roles keep the table's semantics where a browser drops them for cells no longer displayed as cells.
const cell =
  'px-4 py-3 align-top max-lg:grid max-lg:grid-cols-[6rem_minmax(0,1fr)] max-lg:gap-x-3 max-lg:px-0 max-lg:py-1 max-lg:before:text-ink-muted max-lg:before:content-[attr(data-label)]';

function RetryButton({ job }: { job: FailedJob }) {
  const retry = useRetryJob();
  const { showSuccess, showError } = useNotifications();
  const title = jobTitle(job.name);
  const failedAt = job.completedOn ?? job.createdOn;
  return (
    <PendingButton
      type="button"
      variant="outline"
      size="sm"
      isPending={retry.isPending}
      pendingLabel="Retrying…"
      disabled={!isJobName(job.name)}
      className="max-lg:w-full"
      onClick={() => {
        if (!isJobName(job.name)) return;
        retry.mutate(
          { name: job.name, id: job.id },
          {
            onSuccess: (message) => showSuccess(`${title}: ${message}`),
            onError: (error) => showError(getErrorMessage(error, 'The job could not be retried.')),
          },
        );
      }}
    >
      <RotateCcw aria-hidden className="size-4" />
      Retry{' '}
      <span className="sr-only">
        {title} (failed {formatDate(failedAt, 'dateTime')})
      </span>
    </PendingButton>
  );
}

/** The failed jobs, latest first: when, what, how often it was tried, the error in plain words, and Retry. */
export function FailedJobsTable({ jobs }: { jobs: FailedJob[] }) {
  return (
    <div className="lg:overflow-x-auto lg:rounded-xl lg:bg-white lg:shadow-sm lg:ring-1 lg:ring-line">
      <table role="table" className="w-full border-collapse text-left text-sm max-lg:block">
        <caption className="sr-only">Failed jobs, latest first</caption>
        <thead role="rowgroup" className="border-b border-line bg-surface/70 text-xs font-semibold uppercase tracking-wide text-ink-muted max-lg:sr-only">
          <tr role="row">
            {columns.map((column) => (
              <th key={column} role="columnheader" scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="max-lg:grid max-lg:gap-3 md:max-lg:grid-cols-2">
          {jobs.map((job) => {
            const error = describeJobError(job.error);
            return (
              <tr
                key={job.id}
                role="row"
                className="lg:border-b lg:border-line lg:last:border-b-0 lg:hover:bg-surface/60 max-lg:block max-lg:rounded-xl max-lg:bg-white max-lg:p-4 max-lg:shadow-sm max-lg:ring-1 max-lg:ring-line"
              >
                <th role="rowheader" scope="row" className="px-4 py-3 text-left align-top font-normal max-lg:mb-2 max-lg:block max-lg:p-0">
                  <span className="block font-semibold text-ink max-lg:text-base">{jobTitle(job.name)}</span>
                  <span className="block font-mono text-xs break-all text-ink-muted">{job.name}</span>
                </th>
                <td role="cell" data-label="Failed" className={`${cell} lg:whitespace-nowrap`}>
                  <FormattedDate value={job.completedOn ?? job.createdOn} style="dateTime" />
                </td>
                <td role="cell" data-label="Attempts" className={`${cell} tabular-nums`}>
                  {job.retryCount + 1}
                </td>
                <td role="cell" data-label="Error" className={`${cell} lg:min-w-72`}>
                  <div className="min-w-0">
                    <p className="text-ink wrap-anywhere">{error.summary}</p>
                    {error.detail ? <p className="mt-0.5 font-mono text-xs text-ink-muted wrap-anywhere">{error.detail}</p> : null}
                  </div>
                </td>
                <td role="cell" className="px-4 py-3 align-top max-lg:mt-2 max-lg:block max-lg:border-t max-lg:border-line max-lg:px-0 max-lg:pt-3 max-lg:pb-0">
                  <RetryButton job={job} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
