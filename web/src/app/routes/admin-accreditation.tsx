import { ArrowLeft, Building2, ClipboardList, FileUp, ShieldCheck } from 'lucide-react';
import { Link, Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '../../lib/auth';

const sections = [
  { to: '/admin/accreditation', label: 'Applications', icon: ClipboardList, adminOnly: false },
  { to: '/admin/accreditation/institutes', label: 'Institutes', icon: Building2, adminOnly: true },
  { to: '/admin/accreditation/import', label: 'Import', icon: FileUp, adminOnly: true },
] as const;

function sectionOf(pathname: string): string {
  return sections.find((section) => section.to !== '/admin/accreditation' && pathname.startsWith(section.to))?.to ?? '/admin/accreditation';
}

/**
 * /admin/accreditation/* (reviewers and admins): the accreditation desk: the application queue and
 * reviews for both; the registry (institutes, CSV import) for admins.
 */
export function AccreditationConsoleLayout() {
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
              Accreditation desk
            </p>
            <Link to="/admin" className="inline-flex items-center gap-1.5 text-sm font-semibold text-ink-muted hover:text-brand">
              <ArrowLeft aria-hidden className="size-4" />
              Review console
            </Link>
          </div>
          <nav aria-label="Accreditation desk" className="-mx-4 mt-2 overflow-x-auto px-4 sm:mx-0 sm:px-0">
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
                        className={`flex items-center gap-2 border-b-2 px-2.5 py-3 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-offset-[-3px] sm:px-3 ${
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
