import { RefreshCw } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles';
import { FormAlert } from '../../components/ui/form-alert';
import { FormattedDate } from '../../components/ui/formatted-date';
import { Pagination } from '../../components/ui/pagination';
import { Pill } from '../../components/ui/pill';
import { Spinner } from '../../components/ui/spinner';
import { rowClass, tableClass, tableFrameClass, tdClass, thClass, theadClass } from '../../components/ui/table-styles';
import { useUsers } from '../../features/reviews/api/get-users';
import { ConsolePageHeader } from '../../features/reviews/components/console-page-header';
import { readSearch, SearchBox } from '../../features/reviews/components/search-box';
import { UserRoleEditor } from '../../features/reviews/components/user-role-editor';
import { getErrorMessage } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/auth';

/** /admin/users (admins): every account, newest first, with its role. */
export function AdminUsersPage() {
  const currentUser = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const search = readSearch(searchParams);
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const users = useUsers({ search, page });

  const setFilters = (changes: { search?: string; page?: number }) => {
    const next = { search, page: 1, ...changes };
    const params = new URLSearchParams();
    if (next.search) params.set('search', next.search);
    if (next.page > 1) params.set('page', String(next.page));
    setSearchParams(params);
  };

  return (
    <>
      <title>Users and roles | Review console</title>
      <ConsolePageHeader
        title="Users and roles"
        description="Grant the reviewer role to the people who review evaluations, and the admin role to those who run the site. Every change goes to the audit log."
      />
      <div className="mb-5 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line">
        <SearchBox key={search} label="Search users" placeholder="Name or e-mail" value={search} onSearch={(text) => setFilters({ search: text })} />
      </div>
      {users.isPending ? (
        <Spinner label="Loading the users" />
      ) : users.isError ? (
        <div className="space-y-3">
          <FormAlert>{getErrorMessage(users.error, 'The users could not be loaded.')}</FormAlert>
          <button type="button" onClick={() => void users.refetch()} className={buttonClass('outline', 'sm')}>
            <RefreshCw aria-hidden className="size-4" />
            Try again
          </button>
        </div>
      ) : users.data.data.length === 0 ? (
        <p className="rounded-xl bg-white px-6 py-12 text-center text-ink-muted shadow-sm ring-1 ring-line">No users match this search.</p>
      ) : (
        <>
          <div className={tableFrameClass} role="region" aria-label="Users" tabIndex={0}>
            <table className={tableClass}>
              <caption className="sr-only">Users{search ? ` matching “${search}”` : ''}</caption>
              <thead className={theadClass}>
                <tr>
                  <th scope="col" className={thClass}>
                    User
                  </th>
                  <th scope="col" className={`${thClass} max-md:hidden`}>
                    Status
                  </th>
                  <th scope="col" className={`${thClass} max-lg:hidden`}>
                    Registered
                  </th>
                  <th scope="col" className={thClass}>
                    Role
                  </th>
                </tr>
              </thead>
              <tbody>
                {users.data.data.map((user) => (
                  <tr key={user.id} className={rowClass}>
                    <td className={`${tdClass} min-w-48`}>
                      <p className="font-medium text-ink">
                        {user.username}
                        {user.id === currentUser?.id ? <span className="ml-2 text-xs font-normal text-ink-muted">(you)</span> : null}
                      </p>
                      <p className="text-xs break-all text-ink-muted">{user.email}</p>
                    </td>
                    <td className={`${tdClass} max-md:hidden`}>
                      <Pill tone={user.status === 'active' ? 'success' : user.status === 'suspended' ? 'danger' : 'neutral'}>
                        {user.status.charAt(0).toUpperCase() + user.status.slice(1)}
                      </Pill>
                    </td>
                    <td className={`${tdClass} whitespace-nowrap text-ink-muted max-lg:hidden`}>
                      <FormattedDate value={user.createdAt} style="short" />
                    </td>
                    <td className={tdClass}>
                      <UserRoleEditor key={user.id} user={user} isSelf={user.id === currentUser?.id} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            label="User pages"
            page={page}
            nextPage={users.data.nextPage}
            isFetching={users.isFetching}
            onPageChange={(next) => setFilters({ page: next })}
          />
        </>
      )}
    </>
  );
}
