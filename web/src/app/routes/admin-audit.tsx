import { RefreshCw } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles';
import { FormAlert } from '../../components/ui/form-alert';
import { FormattedDate } from '../../components/ui/formatted-date';
import { Pagination } from '../../components/ui/pagination';
import { Spinner } from '../../components/ui/spinner';
import { CardTable, cardCellClass, cardRowClass } from '../../components/ui/card-table';
import { useAuditLog, type AuditEntry } from '../../features/reviews/api/get-audit-log';
import { ConsolePageHeader } from '../../features/reviews/components/console-page-header';
import { readSearch, SearchBox } from '../../features/reviews/components/search-box';
import { auditActionLabels, auditSubjectLink, auditSubjectTypeLabels, describeAuditDetails } from '../../features/reviews/lib/audit-details';
import { getErrorMessage } from '../../lib/api-client';

const linkClass = 'font-mono text-xs text-brand underline underline-offset-2 wrap-anywhere hover:text-accent';

function Subject({ entry }: { entry: AuditEntry }) {
  const link = auditSubjectLink(entry);
  return link ? (
    <Link to={link.to} className={linkClass}>
      {link.label}
    </Link>
  ) : (
    <span className="font-mono text-xs wrap-anywhere text-ink-muted">{entry.subjectId}</span>
  );
}

const columns = ['When', 'Who', 'What', 'Subject'] as const;

// Below Tailwind's `lg` the four columns do not fit a phone: each entry is a card (CardTable).
const cell = cardCellClass('4.5rem');

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
          <CardTable caption="Audit log, newest first" columns={columns}>
            {audit.data.data.map((entry) => (
              <tr
                key={entry.id}
                role="row"
                className={`lg:hover:bg-surface/60 ${cardRowClass}`}
              >
                <td role="cell" data-label="When" className={`${cell} text-ink-muted lg:whitespace-nowrap`}>
                  <FormattedDate value={entry.at} style="dateTime" />
                </td>
                <td role="cell" data-label="Who" className={`${cell} lg:min-w-40`}>
                  {entry.actorName ? (
                    <div className="min-w-0">
                      <p className="font-medium wrap-break-word text-ink">{entry.actorName}</p>
                      <p className="text-xs wrap-anywhere text-ink-muted">{entry.actorEmail}</p>
                    </div>
                  ) : (
                    <p className="text-ink-muted">System</p>
                  )}
                </td>
                <td role="cell" data-label="What" className={`${cell} lg:min-w-56`}>
                  <div className="min-w-0">
                    <p className="font-semibold text-ink">{auditActionLabels[entry.action] ?? entry.action}</p>
                    <ul className="mt-0.5 space-y-0.5 text-xs leading-relaxed wrap-anywhere text-ink-muted">
                      {describeAuditDetails(entry.action, entry.details).map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  </div>
                </td>
                <td role="cell" data-label="Subject" className={cell}>
                  <div className="min-w-0">
                    <p className="text-xs text-ink-muted">{auditSubjectTypeLabels[entry.subjectType] ?? entry.subjectType}</p>
                    <Subject entry={entry} />
                  </div>
                </td>
              </tr>
            ))}
          </CardTable>
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
