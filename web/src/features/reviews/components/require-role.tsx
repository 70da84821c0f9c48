import type { Role } from '@creds/contract';
import { House, ShieldX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate, Outlet } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';
import { useCurrentUser } from '../../../lib/auth';

interface RequireRoleProps {
  roles: readonly Role[];
  /** What the page is and who it is for, shown to someone without the role. */
  notAllowedText: string;
  children?: ReactNode;
}

/**
 * Route guard by role, inside `SignedInOnly`: the page for a user with one of `roles`, otherwise a
 * page that says plainly that this account may not see it (the server refuses the calls anyway).
 */
export function RequireRole({ roles, notAllowedText, children }: RequireRoleProps) {
  const user = useCurrentUser();
  if (user === undefined) return <Spinner label="Checking your session" />;
  if (user === null) return <Navigate to="/login" replace />;
  if (!roles.includes(user.role)) return <NotAllowed text={notAllowedText} />;
  return children ?? <Outlet />;
}

export function NotAllowed({ text }: { text: string }) {
  return (
    <section aria-labelledby="not-allowed-title" className="bg-surface">
      <title>Not allowed</title>
      <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6 sm:py-24">
        <span className="mx-auto flex size-20 items-center justify-center rounded-full bg-white shadow-sm ring-1 ring-line">
          <ShieldX aria-hidden className="size-9 text-accent" />
        </span>
        <p className="mt-6 text-sm font-semibold uppercase tracking-[0.2em] text-accent">Error 403</p>
        <h1 id="not-allowed-title" className="mt-3 font-serif text-3xl font-bold text-brand sm:text-4xl">
          Not allowed
        </h1>
        <p className="mx-auto mt-5 max-w-xl text-base leading-relaxed text-ink-muted sm:text-lg">{text}</p>
        <p className="mx-auto mt-3 max-w-xl text-sm text-ink-muted">If you need access, ask an administrator.</p>
        <Link to="/" className={`${buttonClass('primary')} mt-8`}>
          <House aria-hidden className="size-4" />
          Go to the home page
        </Link>
      </div>
    </section>
  );
}
