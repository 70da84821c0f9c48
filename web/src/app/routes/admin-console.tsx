import { BadgeCheck, ClipboardList, Cog, History, ShieldCheck, Tags, Users } from 'lucide-react';
import { Link, Outlet, useLocation } from 'react-router';
import { roleLabel } from '../../features/accounts/components/account-summary';
import { useCurrentUser } from '../../lib/auth';

const sections = [
  { to: '/admin', label: 'Queue', icon: ClipboardList, adminOnly: false },
  // The accreditation queue and registry (their own frame, /admin/accreditation/*).
  { to: '/admin/accreditation', label: 'Accreditation', icon: BadgeCheck, adminOnly: false },
  { to: '/admin/users', label: 'Users', icon: Users, adminOnly: true },
  { to: '/admin/prices', label: 'Prices', icon: Tags, adminOnly: true },
  { to: '/admin/audit', label: 'Audit log', icon: History, adminOnly: true },
  { to: '/admin/jobs', label: 'Background jobs', icon: Cog, adminOnly: true },
] as const;

/** Which section a console path belongs to: a review page belongs to the queue. */
function sectionOf(pathname: string): string {
  const match = sections.find((section) => section.to !== '/admin' && pathname.startsWith(section.to));
  return match?.to ?? '/admin';
}

/** /admin/* (reviewers and admins): the console's frame, with its own navigation above each page. */
export function AdminConsoleLayout() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const current = sectionOf(pathname);
  const isAdmin = user?.role === 'admin';
  return (
    <div className="min-h-[70vh] bg-surface">
      <div className="border-b border-line bg-white">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 pt-4">
            <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-[0.14em] text-brand">
              <ShieldCheck aria-hidden className="size-4 text-accent" />
              Review console
            </p>
            {user ? (
              <p className="text-sm text-ink-muted">
                {user.username} · <span className="font-medium text-ink">{roleLabel(user.role)}</span>
              </p>
            ) : null}
          </div>
          <nav aria-label="Review console" className="-mx-4 mt-2 overflow-x-auto px-4 sm:mx-0 sm:px-0">
            <ul className="flex gap-1">
              {sections
                .filter((section) => isAdmin || !section.adminOnly)
                .map(({ to, label, icon: Icon }) => {
                  const isCurrent = current === to;
                  return (
                    <li key={to}>
                      <Link
                        to={to}
                        aria-current={isCurrent ? 'page' : undefined}
                        className={`flex items-center gap-2 whitespace-nowrap border-b-2 px-2.5 py-3 sm:px-3 text-sm font-semibold transition-colors focus-visible:outline-offset-[-3px] ${
                          isCurrent ? 'border-accent text-brand' : 'border-transparent text-ink-muted hover:text-brand'
                        }`}
                      >
                        <Icon aria-hidden className="size-4 max-sm:hidden" />
                        {label}
                      </Link>
                    </li>
                  );
                })}
            </ul>
          </nav>
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
        <Outlet />
      </div>
    </div>
  );
}
