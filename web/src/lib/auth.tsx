import type { CurrentUser } from '@creds/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { fetchCurrentUser } from './session';

export type { CurrentUser };

export const currentUserQuery = queryOptions({
  queryKey: ['auth', 'me'] as const,
  queryFn: fetchCurrentUser,
  // Checked once on load; sign-in and sign-out replace the cached user with setCurrentUser.
  staleTime: Infinity,
  retry: false,
});

/** undefined while the session check runs, then the signed-in user or null. */
export function useCurrentUser(): CurrentUser | null | undefined {
  return useQuery(currentUserQuery).data;
}

/**
 * Stores the user after sign-in, activation or sign-out. When the person changes, every other cached
 * answer is dropped, so one person's data never outlives their session.
 */
export function setCurrentUser(queryClient: QueryClient, user: CurrentUser | null): void {
  const previous = queryClient.getQueryData(currentUserQuery.queryKey);
  if (previous?.id !== user?.id) {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQuery.queryKey[0] });
  }
  // A session check still on its way predates this change (a page that signs in or out at once on
  // load races the check of that load): its answer must not undo it.
  void queryClient.cancelQueries({ queryKey: currentUserQuery.queryKey });
  queryClient.setQueryData(currentUserQuery.queryKey, user);
}

/** Route guard for signed-in pages: a spinner while checking, then the page or /login. */
export function SignedInOnly({ children }: { children?: ReactNode }) {
  const user = useCurrentUser();
  if (user === undefined) return <Spinner label="Checking your session" />;
  if (user === null) return <Navigate to="/login" replace />;
  return children ?? <Outlet />;
}

/**
 * Route guard for guest pages (sign in, register): a user who arrives signed in goes to /. Someone who
 * signs in on the page stays until the page sends them on (to the dashboard); redirecting them to /
 * as well would race that navigation.
 */
export function GuestOnly({ children }: { children?: ReactNode }) {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  if (user === undefined) return <Spinner label="Checking your session" />;
  // Keyed by path: each guest page judges its own arrival.
  return (
    <GuestArrival key={pathname} isSignedIn={user !== null}>
      {children ?? <Outlet />}
    </GuestArrival>
  );
}

function GuestArrival({ isSignedIn, children }: { isSignedIn: boolean; children: ReactNode }) {
  const [arrivedSignedIn] = useState(isSignedIn);
  if (arrivedSignedIn) return <Navigate to="/" replace />;
  return children;
}
