import type { CurrentUser } from '@creds/contract';
import { createContext, use } from 'react';
import { apiClient } from './api-client';

/**
 * The session check of spec section 4: the signed-in user, or null. Any failure (no session, server
 * down, an unexpected answer) leaves the visitor signed out and is only logged.
 */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    const body = await apiClient.get('/auth/me');
    return readCurrentUser(body);
  } catch (error) {
    console.warn('Session check failed; continuing signed out.', error);
    return null;
  }
}

/**
 * `GET /api/auth/me`'s answer, checked by hand: the shell of every page loads this module, and the
 * schema library would double its size. An answer of another shape is an error.
 */
function readCurrentUser(body: unknown): CurrentUser | null {
  const currentUser = (body as { msg?: { currentUser?: unknown } } | null)?.msg?.currentUser;
  if (currentUser === null) return null;
  const user = currentUser as Partial<Record<keyof CurrentUser, unknown>> | undefined;
  if (typeof user?.id === 'string' && typeof user.username === 'string' && typeof user.email === 'string' && typeof user.role === 'string') {
    return user as CurrentUser;
  }
  throw new Error('GET /api/auth/me answered an unexpected shape.');
}

/**
 * The signed-in user as the shared layout and the public pages see it: undefined while the session
 * check runs, then the user or null. The app provides it from its query cache (RootLayout), the
 * prerendered public pages from one check of their own (PublicSiteShell), so neither the layout nor those
 * pages need the query library.
 */
export const SessionUserContext = createContext<CurrentUser | null | undefined>(undefined);

export function useSessionUser(): CurrentUser | null | undefined {
  return use(SessionUserContext);
}
