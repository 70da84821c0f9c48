import { accreditationQueueStatuses } from '@creds/contract';
import { RefreshCw } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles';
import { FormAlert } from '../../components/ui/form-alert';
import { Pagination } from '../../components/ui/pagination';
import { Pill } from '../../components/ui/pill';
import { Spinner } from '../../components/ui/spinner';
import { rowClass, tableClass, tableFrameClass, tdClass, thClass, theadClass } from '../../components/ui/table-styles';
import { useAccreditationQueue, type AccreditationQueueStatus } from '../../features/accreditation/api/get-accreditation-queue';
import { ApplicationStatusPill } from '../../features/accreditation/components/application-status-pill';
import { formatLongDate } from '../../features/accreditation/lib/format';
import { ConsolePageHeader } from '../../features/reviews/components/console-page-header';
import { readSearch, SearchBox } from '../../features/reviews/components/search-box';
import { getErrorMessage } from '../../lib/api-client';

const statusNames: Record<AccreditationQueueStatus, string> = {
  'under review': 'Under review',
  'more information requested': 'Waiting for the applicant',
  submitted: 'Waiting for payment',
  approved: 'Approved',
  rejected: 'Rejected',
  all: 'All',
};

const emptyTexts: Record<AccreditationQueueStatus, string> = {
  'under review': 'Nothing is waiting for review. Applications appear here once their fee is paid.',
  'more information requested': 'No application is waiting for an answer from its applicant.',
  submitted: 'No application is waiting for payment.',
  approved: 'No approved applications yet.',
  rejected: 'No rejected applications.',
  all: 'No applications yet.',
};

function readStatus(value: string | null): AccreditationQueueStatus {
  return (accreditationQueueStatuses as readonly string[]).includes(value ?? '') ? (value as AccreditationQueueStatus) : 'under review';
}

/** /admin/accreditation (reviewers): applications by status, the earliest due first; filters in the address. */
export function AdminAccreditationQueuePage() {
  const [params, setParams] = useSearchParams();
  const status = readStatus(params.get('status'));
  const search = readSearch(params);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const queue = useAccreditationQueue({ status, search, page });

  const setFilters = (changes: { status?: AccreditationQueueStatus; search?: string; page?: number }) => {
    const next = { status, search, page: 1, ...changes };
    const query = new URLSearchParams();
    if (next.status !== 'under review') query.set('status', next.status);
    if (next.search) query.set('search', next.search);
    if (next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };

  return (
    <>
      <title>Accreditation queue | Accreditation desk</title>
      <ConsolePageHeader
        title="Accreditation applications"
        description="Paid applications wait here for a decision, the earliest due first. Each is due five business days after payment (or after the applicant's answer)."
        actions={
          <button type="button" onClick={() => void queue.refetch()} className={buttonClass('outline', 'sm')} disabled={queue.isFetching}>
            <RefreshCw aria-hidden className={`size-4 ${queue.isFetching ? 'animate-spin' : ''}`} />
            Refresh
          </button>
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div className="w-full sm:w-auto">
          <label htmlFor="queue-status" className="mb-1.5 block text-sm font-semibold text-ink">
            Show
          </label>
          <select
            id="queue-status"
            value={status}
            onChange={(event) => setFilters({ status: event.target.value as AccreditationQueueStatus })}
            className="h-10.5 w-full rounded-md border border-line bg-white px-3 text-sm text-ink sm:w-auto"
          >
            {accreditationQueueStatuses.map((value) => (
              <option key={value} value={value}>
                {statusNames[value]}
              </option>
            ))}
          </select>
        </div>
        <SearchBox key={search} label="Search applications" placeholder="Institute, reference, applicant or e-mail" value={search} onSearch={(text) => setFilters({ search: text })} />
      </div>
      {queue.isPending ? (
        <Spinner label="Loading the applications" />
      ) : queue.isError ? (
        <FormAlert>{getErrorMessage(queue.error)}</FormAlert>
      ) : (
        <>
          <p className="mb-2 text-sm text-ink-muted" aria-live="polite">
            {queue.data.total} {queue.data.total === 1 ? 'application' : 'applications'}: {statusNames[status].toLowerCase()}
            {search ? ` matching “${search}”` : ''}
          </p>
          <div className={tableFrameClass} tabIndex={0} role="region" aria-label="Applications (scrolls sideways)">
            <table className={tableClass}>
              <caption className="sr-only">{statusNames[status]} applications</caption>
              <thead className={theadClass}>
                <tr>
                  <th scope="col" className={thClass}>
                    Institute
                  </th>
                  <th scope="col" className={thClass}>
                    Reference
                  </th>
                  <th scope="col" className={thClass}>
                    Applicant
                  </th>
                  <th scope="col" className={thClass}>
                    Paid
                  </th>
                  <th scope="col" className={thClass}>
                    Due
                  </th>
                  <th scope="col" className={thClass}>
                    Status
                  </th>
                </tr>
              </thead>
              <tbody>
                {queue.data.data.length === 0 ? (
                  <tr>
                    <td colSpan={6} className="px-4 py-10 text-center text-ink-muted">
                      {emptyTexts[status]}
                    </td>
                  </tr>
                ) : (
                  queue.data.data.map((row) => (
                    <tr key={row.id} className={rowClass}>
                      <td className={tdClass}>
                        <Link to={`/admin/accreditation/applications/${row.id}`} className="font-semibold text-brand underline-offset-4 hover:underline">
                          {row.instituteName}
                        </Link>
                        <span className="block text-xs text-ink-muted">{row.country}</span>
                      </td>
                      <td className={`${tdClass} text-xs font-medium tabular-nums`}>{row.reference}</td>
                      <td className={tdClass}>
                        {row.applicantName}
                        <span className="block text-xs text-ink-muted">{row.applicantEmail}</span>
                      </td>
                      <td className={`${tdClass} whitespace-nowrap`}>{row.paidAt ? formatLongDate(row.paidAt) : '—'}</td>
                      <td className={`${tdClass} whitespace-nowrap`}>
                        {row.dueAt ? formatLongDate(row.dueAt) : '—'} {row.overdue ? <Pill tone="danger">Overdue</Pill> : null}
                      </td>
                      <td className={tdClass}>
                        <ApplicationStatusPill status={row.status} />
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
          <Pagination page={page} nextPage={queue.data.nextPage} onPageChange={(next) => setFilters({ page: next })} label="Pages of applications" isFetching={queue.isFetching} />
        </>
      )}
    </>
  );
}
