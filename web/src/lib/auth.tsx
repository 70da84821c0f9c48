import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { z } from 'zod';
import { Spinner } from '../components/ui/spinner';
import { apiClient } from './api-client';

// TODO(accounts issue): move to @creds/contract once the session endpoints exist there.
const currentUserSchema = z.object({
  username: z.string(),
  email: z.string(),
  role: z.string().nullish(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

const meResponseSchema = z.object({ msg: z.object({ currentUser: currentUserSchema.nullish() }) });

/**
 * The session check of spec section 4: the signed-in user, or null. Any failure (no session, server
 * down, an unexpected answer) leaves the visitor signed out and is only logged.
 */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    const body = await apiClient.get('/auth/me');
    return meResponseSchema.parse(body).msg.currentUser ?? null;
  } catch (error) {
    console.warn('Session check failed; continuing signed out.', error);
    return null;
  }
}

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

export function setCurrentUser(queryClient: QueryClient, user: CurrentUser | null): void {
  queryClient.setQueryData(currentUserQuery.queryKey, user);
}

/** Route guard for signed-in pages: a spinner while checking, then the page or /login. */
export function SignedInOnly({ children }: { children?: ReactNode }) {
  const user = useCurrentUser();
  if (user === undefined) return <Spinner label="Checking your session" />;
  if (user === null) return <Navigate to="/login" replace />;
  return children ?? <Outlet />;
}

/** Route guard for guest pages (sign in, register): a signed-in user goes to /. */
export function GuestOnly({ children }: { children?: ReactNode }) {
  const user = useCurrentUser();
  if (user === undefined) return <Spinner label="Checking your session" />;
  if (user !== null) return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}
