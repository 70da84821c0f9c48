import { RefreshCw } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles';
import { FormAlert } from '../../components/ui/form-alert';
import { FormattedDate } from '../../components/ui/formatted-date';
import { Pagination } from '../../components/ui/pagination';
import { Spinner } from '../../components/ui/spinner';
import { rowClass, tableClass, tableFrameClass, tdClass, thClass, theadClass } from '../../components/ui/table-styles';
import { useAuditLog, type AuditEntry } from '../../features/reviews/api/get-audit-log';
import { ConsolePageHeader } from '../../features/reviews/components/console-page-header';
import { readSearch, SearchBox } from '../../features/reviews/components/search-box';
import { auditActionLabels, describeAuditDetails } from '../../features/reviews/lib/audit-details';
import { getErrorMessage } from '../../lib/api-client';

const linkClass = 'font-mono text-xs text-brand underline underline-offset-2 hover:text-accent';

function Subject({ entry }: { entry: AuditEntry }) {
  if (entry.subjectType === 'evaluation') {
    return (
      <Link to={`/admin/evaluations/${encodeURIComponent(entry.subjectId)}`} className={linkClass}>
        {entry.subjectId}
      </Link>
    );
  }
  if (entry.subjectType === 'certificate') {
    return (
      <Link to={`/validate?certificateId=${encodeURIComponent(entry.subjectId)}`} className={linkClass}>
        {entry.subjectId}
      </Link>
    );
  }
  return <span className="font-mono text-xs break-all text-ink-muted">{entry.subjectId}</span>;
}

/** /admin/audit (admins): every review and administration action, newest first. */
export function AdminAuditPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const search = readSearch(searchParams);
  const audit = useAuditLog(page, search);
  const showPage = (next: { page?: number; search?: string }) => {
    const params = new URLSearchParams();
    const nextSearch = next.search ?? search;
    if (nextSearch) params.set('search', nextSearch);
    if ((next.page ?? 1) > 1) params.set('page', String(next.page));
    setSearchParams(params);
  };

  return (
    <>
      <title>Audit log | Review console</title>
      <ConsolePageHeader
        title="Audit log"
        description="Who did what, and when: adjustments, decisions, revocations, price and role changes."
        actions={
          <button type="button" onClick={() => void audit.refetch()} className={buttonClass('outline', 'sm')} disabled={audit.isFetching}>
            <RefreshCw aria-hidden className={`size-4 ${audit.isFetching ? 'animate-spin' : ''}`} />
            Refresh
          </button>
        }
      />
      <div className="mb-5 max-w-xl">
        <SearchBox
          key={search}
          label="Search the audit log"
          placeholder="Person, e-mail, badge or certificate ID, action"
          value={search}
          onSearch={(text) => showPage({ search: text })}
        />
      </div>
      {audit.isPending ? (
        <Spinner label="Loading the audit log" />
      ) : audit.isError ? (
        <FormAlert>{getErrorMessage(audit.error, 'The audit log could not be loaded.')}</FormAlert>
      ) : audit.data.data.length === 0 ? (
        <p className="rounded-xl bg-white px-6 py-12 text-center text-ink-muted shadow-sm ring-1 ring-line">
          {search ? `No entry matches “${search}”.` : 'Nothing has been recorded yet.'}
        </p>
      ) : (
        <>
          <div className={tableFrameClass} role="region" aria-label="Audit log entries" tabIndex={0}>
            <table className={tableClass}>
              <caption className="sr-only">Audit log, newest first</caption>
              <thead className={theadClass}>
                <tr>
                  <th scope="col" className={thClass}>
                    When
                  </th>
                  <th scope="col" className={thClass}>
                    Who
                  </th>
                  <th scope="col" className={thClass}>
                    What
                  </th>
                  <th scope="col" className={`${thClass} max-md:hidden`}>
                    Subject
                  </th>
                </tr>
              </thead>
              <tbody>
                {audit.data.data.map((entry) => (
                  <tr key={entry.id} className={rowClass}>
                    <td className={`${tdClass} whitespace-nowrap text-ink-muted`}>
                      <FormattedDate value={entry.at} style="dateTime" />
                    </td>
                    <td className={`${tdClass} min-w-36`}>
                      {entry.actorName ? (
                        <>
                          <p className="font-medium text-ink">{entry.actorName}</p>
                          <p className="text-xs break-all text-ink-muted">{entry.actorEmail}</p>
                        </>
                      ) : (
                        <p className="text-ink-muted">System</p>
                      )}
                    </td>
                    <td className={`${tdClass} min-w-56`}>
                      <p className="font-semibold text-ink">{auditActionLabels[entry.action] ?? entry.action}</p>
                      <ul className="mt-0.5 space-y-0.5 text-xs leading-relaxed wrap-break-word text-ink-muted">
                        {describeAuditDetails(entry.action, entry.details).map((line) => (
                          <li key={line}>{line}</li>
                        ))}
                      </ul>
                      <p className="mt-1 md:hidden">
                        <Subject entry={entry} />
                      </p>
                    </td>
                    <td className={`${tdClass} max-md:hidden`}>
                      <p className="text-xs text-ink-muted capitalize">{entry.subjectType}</p>
                      <Subject entry={entry} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            label="Audit log pages"
            page={page}
            nextPage={audit.data.nextPage}
            isFetching={audit.isFetching}
            onPageChange={(next) => showPage({ page: next })}
          />
        </>
      )}
    </>
  );
}
