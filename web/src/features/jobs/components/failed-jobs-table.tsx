import type { FailedJob } from '@creds/contract';
import { RotateCcw } from 'lucide-react';
import { CardTable, cardActionsCellClass, cardCellClass, cardRowClass } from '../../../components/ui/card-table';
import { formatDate, FormattedDate } from '../../../components/ui/formatted-date';
import { PendingButton } from '../../../components/ui/pending-button';
import { getErrorMessage } from '../../../lib/api-client';
import { useNotifications } from '../../../lib/notifications';
import { useRetryJob } from '../api/retry-job';
import { describeJobError, isJobName, jobTitle } from '../lib/job-descriptions';

const columns = ['Job', 'Failed', 'Attempts', 'Error', 'Action'] as const;

const cell = cardCellClass('6rem');

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
    <CardTable caption="Failed jobs, latest first" columns={columns} twoCardsAbreast>
      {jobs.map((job) => {
        const error = describeJobError(job.error);
        return (
          <tr
            key={job.id}
            role="row"
            className={`lg:hover:bg-surface/60 ${cardRowClass}`}
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
            <td role="cell" className={cardActionsCellClass}>
              <RetryButton job={job} />
            </td>
          </tr>
        );
      })}
    </CardTable>
  );
}
