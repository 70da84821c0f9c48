import type { AdminInstitute } from '@creds/contract';
import { FileUp, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { FormAlert } from '../../components/ui/form-alert';
import { Pagination } from '../../components/ui/pagination';
import { Pill } from '../../components/ui/pill';
import { Spinner } from '../../components/ui/spinner';
import { rowClass, tableClass, tableFrameClass, tdClass, thClass, theadClass } from '../../components/ui/table-styles';
import { useAdminInstitutes, type InstituteStateFilter } from '../../features/accreditation/api/get-admin-institutes';
import { useRemoveDemoInstitutes } from '../../features/accreditation/api/remove-demo-institutes';
import { useRemoveInstitute } from '../../features/accreditation/api/remove-institute';
import { InstituteFormDialog } from '../../features/accreditation/components/institute-form-dialog';
import { stateLabel, stateTones } from '../../features/accreditation/lib/application-status';
import { formatPeriod } from '../../features/accreditation/lib/format';
import { ConsolePageHeader } from '../../features/reviews/components/console-page-header';
import { readSearch, SearchBox } from '../../features/reviews/components/search-box';
import { getErrorMessage } from '../../lib/api-client';
import { useNotifications } from '../../lib/notifications';

const stateFilters: { value: InstituteStateFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'current', label: 'Current' },
  { value: 'expired', label: 'Expired' },
  { value: 'withdrawn', label: 'Withdrawn' },
  { value: 'demo', label: 'Demo' },
];

const sourceLabels: Record<AdminInstitute['source'], string> = { application: 'Application', admin: 'Added', import: 'Imported', demo: 'Demo' };

function RemoveButton({ institute }: { institute: AdminInstitute }) {
  const remove = useRemoveInstitute();
  const { showSuccess, showError } = useNotifications();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <ConfirmDialog
      open={isOpen}
      onOpenChange={setIsOpen}
      trigger={
        <button type="button" className={buttonClass('ghost', 'sm')} aria-label={`Remove ${institute.name}`}>
          <Trash2 aria-hidden className="size-4" />
        </button>
      }
      title="Remove the institute?"
      description={`${institute.name} leaves the public list at once. Its certificate number ${institute.certificateId} will verify as withdrawn.`}
      confirmLabel="Remove"
      pendingLabel="Removing…"
      tone="accent"
      isPending={remove.isPending}
      onConfirm={() =>
        remove.mutate(institute.id, {
          onSuccess: (message) => {
            showSuccess(message);
            setIsOpen(false);
          },
          onError: (error) => showError(getErrorMessage(error)),
        })
      }
    />
  );
}

/** /admin/accreditation/institutes (admins): the whole registry, with add, edit, remove and the demo removal. */
export function AdminInstitutesPage() {
  const [params, setParams] = useSearchParams();
  const state = (stateFilters.find((filter) => filter.value === params.get('state'))?.value ?? 'all') as InstituteStateFilter;
  const search = readSearch(params);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const institutes = useAdminInstitutes({ state, search, page });
  const removeDemo = useRemoveDemoInstitutes();
  const { showSuccess, showError } = useNotifications();
  const [editing, setEditing] = useState<{ institute: AdminInstitute | null; key: number } | null>(null);
  const [isDemoOpen, setIsDemoOpen] = useState(false);
  const demoCount = institutes.data?.demoCount ?? 0;

  const setFilters = (changes: { state?: InstituteStateFilter; search?: string; page?: number }) => {
    const next = { state, search, page: 1, ...changes };
    const query = new URLSearchParams();
    if (next.state !== 'all') query.set('state', next.state);
    if (next.search) query.set('search', next.search);
    if (next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };

  return (
    <>
      <title>Institutes | Accreditation desk</title>
      <ConsolePageHeader
        title="Accredited institutes"
        description="Every institute in the registry. Only current ones show in the public list."
        actions={
          <>
            <button type="button" className={buttonClass('primary', 'sm')} onClick={() => setEditing({ institute: null, key: Date.now() })}>
              <Plus aria-hidden className="size-4" />
              Add an institute
            </button>
            <Link to="/admin/accreditation/import" className={buttonClass('outline', 'sm')}>
              <FileUp aria-hidden className="size-4" />
              Import CSV
            </Link>
          </>
        }
      />
      {demoCount > 0 ? (
        <div className="mb-5 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-warning/30 bg-warning-soft px-4 py-3 text-sm text-ink">
          <p>
            The registry holds {demoCount} demo {demoCount === 1 ? 'institute' : 'institutes'}, seeded so a new installation shows a working list. Remove them before going live.
          </p>
          <ConfirmDialog
            open={isDemoOpen}
            onOpenChange={setIsDemoOpen}
            trigger={
              <button type="button" className={buttonClass('accent', 'sm')}>
                <Trash2 aria-hidden className="size-4" />
                Remove the demo institutes
              </button>
            }
            title="Remove the demo institutes?"
            description={`All ${demoCount} demo institutes are deleted for good; they will not come back.`}
            confirmLabel="Remove them"
            pendingLabel="Removing…"
            tone="accent"
            isPending={removeDemo.isPending}
            onConfirm={() =>
              removeDemo.mutate(undefined, {
                onSuccess: ({ msg }) => {
                  showSuccess(msg);
                  setIsDemoOpen(false);
                },
                onError: (error) => showError(getErrorMessage(error)),
              })
            }
          />
        </div>
      ) : null}
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div className="w-full sm:w-auto">
          <label htmlFor="institutes-state" className="mb-1.5 block text-sm font-semibold text-ink">
            Show
          </label>
          <select
            id="institutes-state"
            value={state}
            onChange={(event) => setFilters({ state: event.target.value as InstituteStateFilter })}
            className="h-10.5 w-full rounded-md border border-line bg-white px-3 text-sm text-ink sm:w-auto"
          >
            {stateFilters.map((filter) => (
              <option key={filter.value} value={filter.value}>
                {filter.label}
              </option>
            ))}
          </select>
        </div>
        <SearchBox key={search} label="Search institutes" placeholder="Name or certificate number" value={search} onSearch={(text) => setFilters({ search: text })} />
      </div>
      {institutes.isPending ? (
        <Spinner label="Loading the institutes" />
      ) : institutes.isError ? (
        <FormAlert>{getErrorMessage(institutes.error)}</FormAlert>
      ) : (
        <>
          <p className="mb-2 text-sm text-ink-muted" aria-live="polite">
            {institutes.data.total.toLocaleString('en-US')} {institutes.data.total === 1 ? 'institute' : 'institutes'}
          </p>
          <div className={tableFrameClass} tabIndex={0} role="region" aria-label="Institutes (scrolls sideways)">
            <table className={tableClass}>
              <caption className="sr-only">Institutes in the registry</caption>
              <thead className={theadClass}>
                <tr>
                  <th scope="col" className={thClass}>
                    Certificate No.
                  </th>
                  <th scope="col" className={thClass}>
                    Institute
                  </th>
                  <th scope="col" className={thClass}>
                    Accreditation Period
                  </th>
                  <th scope="col" className={thClass}>
                    State
                  </th>
                  <th scope="col" className={thClass}>
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {institutes.data.data.length === 0 ? (
                  <tr>
                    <td colSpan={5} className="px-4 py-10 text-center text-ink-muted">
                      No institutes match.
                    </td>
                  </tr>
                ) : (
                  institutes.data.data.map((institute) => (
                    <tr key={institute.id} className={rowClass}>
                      <td className={`${tdClass} text-xs font-medium whitespace-nowrap tabular-nums`}>{institute.certificateId}</td>
                      <td className={tdClass}>
                        <span className="font-semibold text-ink">{institute.name}</span>
                        <span className="block text-xs text-ink-muted">
                          {institute.country} · {sourceLabels[institute.source]}
                          {institute.contactEmail ? ` · ${institute.contactEmail}` : ''}
                        </span>
                      </td>
                      <td className={`${tdClass} whitespace-nowrap`}>{formatPeriod(institute.startDate, institute.endDate)}</td>
                      <td className={tdClass}>
                        <Pill tone={stateTones[institute.state]}>{stateLabel(institute.state)}</Pill>
                      </td>
                      <td className={`${tdClass} whitespace-nowrap text-right`}>
                        {/* A withdrawn record stays as it left the registry: neither edited nor removed again. */}
                        {institute.state === 'withdrawn' ? null : (
                          <>
                            <button type="button" className={buttonClass('ghost', 'sm')} aria-label={`Edit ${institute.name}`} onClick={() => setEditing({ institute, key: Date.now() })}>
                              <Pencil aria-hidden className="size-4" />
                            </button>
                            <RemoveButton institute={institute} />
                          </>
                        )}
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
          <Pagination page={page} nextPage={institutes.data.nextPage} onPageChange={(next) => setFilters({ page: next })} label="Pages of institutes" isFetching={institutes.isFetching} />
        </>
      )}
      {editing ? (
        <InstituteFormDialog key={editing.key} institute={editing.institute} isOpen onOpenChange={(isOpen) => (isOpen ? undefined : setEditing(null))} />
      ) : null}
    </>
  );
}
