import { accountMessages } from '@creds/contract';
import { useQueryClient } from '@tanstack/react-query';
import { House, LoaderCircle, RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles';
import { AuthLayout } from '../../features/accounts/components/auth-layout';
import { useLogout } from '../../features/accounts/api/logout';
import { getErrorMessage } from '../../lib/api-client';
import { setCurrentUser, useCurrentUser } from '../../lib/auth';
import { useNotifications } from '../../lib/notifications';

/** /logout (public): signs out at once, then goes to /; a failure is an error notification. */
export function LogoutPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { showError } = useNotifications();
  const { mutate: logout } = useLogout();
  const [failed, setFailed] = useState(false);
  const user = useCurrentUser();
  const hasStarted = useRef(false);

  const signOut = useCallback(() => {
    setFailed(false);
    logout(undefined, {
      onSuccess: () => {
        setCurrentUser(queryClient, null);
        void navigate('/', { replace: true });
      },
      onError: (error) => {
        // The server's message, else "Failed to logout" (spec section 8), no answer at all included.
        showError(getErrorMessage(error, accountMessages.logoutFailed));
        setFailed(true);
      },
    });
  }, [logout, queryClient, navigate, showError]);

  // Once, also when React runs effects twice in development.
  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    signOut();
  }, [signOut]);

  return (
    <AuthLayout title="Sign out" titleId="logout-title">
      {failed ? (
        <div className="space-y-6">
          {/* What went wrong is in the error notification; this says where things stand. */}
          <p className="text-ink-muted">{user === null ? 'You are not signed in.' : 'You are still signed in.'}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <button type="button" onClick={signOut} className={buttonClass('primary')}>
              <RefreshCw aria-hidden className="size-4" />
              Try again
            </button>
            <Link to="/" className={buttonClass('outline')}>
              <House aria-hidden className="size-4" />
              Go to the home page
            </Link>
          </div>
        </div>
      ) : (
        <div role="status" className="flex flex-col items-center gap-4 py-6 text-center">
          <LoaderCircle aria-hidden className="size-10 animate-spin text-brand" />
          <p className="text-lg text-ink">{accountMessages.loggingOut}</p>
        </div>
      )}
    </AuthLayout>
  );
}
