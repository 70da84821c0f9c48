import { RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { buttonClass } from '../../components/ui/button-styles';
import { FormAlert } from '../../components/ui/form-alert';
import { Spinner } from '../../components/ui/spinner';
import { useJobs } from '../../features/jobs/api/get-jobs';
import { FailedJobsTable } from '../../features/jobs/components/failed-jobs-table';
import { QueueCounts } from '../../features/jobs/components/queue-counts';
import { ConsolePageHeader } from '../../features/reviews/components/console-page-header';
import { getErrorMessage } from '../../lib/api-client';

const sectionTitleClass = 'mb-3 text-lg font-semibold text-brand';

/** /admin/jobs (admins): each background queue's jobs by state, and the failed jobs with Retry. */
export function AdminJobsPage() {
  const jobs = useJobs();
  const queuesId = useId();
  const failedId = useId();
  return (
    <>
      <title>Background jobs | Review console</title>
      <ConsolePageHeader
        title="Background jobs"
        description="Work the site does behind the scenes: sending e-mail, reconciling payments, renewal reminders and tidying up. A job that fails is tried again a few times, with growing pauses; after that it waits here, for a week, for you to retry it."
        actions={
          <button type="button" onClick={() => void jobs.refetch()} className={buttonClass('outline', 'sm')} disabled={jobs.isFetching}>
            <RefreshCw aria-hidden className={`size-4 ${jobs.isFetching ? 'animate-spin' : ''}`} />
            Refresh
          </button>
        }
      />
      {jobs.isPending ? (
        <Spinner label="Loading the background jobs" />
      ) : jobs.isError ? (
        <div className="space-y-3">
          <FormAlert>{getErrorMessage(jobs.error, 'The background jobs could not be loaded.')}</FormAlert>
          <button type="button" onClick={() => void jobs.refetch()} className={buttonClass('outline', 'sm')}>
            <RefreshCw aria-hidden className="size-4" />
            Try again
          </button>
        </div>
      ) : (
        <div className="space-y-8">
          <section aria-labelledby={queuesId}>
            <h2 id={queuesId} className={sectionTitleClass}>
              Queues
            </h2>
            <QueueCounts queues={jobs.data.queues} />
          </section>
          <section aria-labelledby={failedId}>
            <h2 id={failedId} className={sectionTitleClass}>
              Failed jobs{jobs.data.failed.length > 0 ? ` (${jobs.data.failed.length})` : ''}
            </h2>
            {jobs.data.failed.length === 0 ? (
              <p className="rounded-xl bg-white px-6 py-10 text-center text-ink-muted shadow-sm ring-1 ring-line">No failed jobs.</p>
            ) : (
              <FailedJobsTable jobs={jobs.data.failed} />
            )}
          </section>
        </div>
      )}
    </>
  );
}
