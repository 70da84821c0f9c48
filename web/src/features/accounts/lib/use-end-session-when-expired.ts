import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError } from '../../../lib/api-client';
import { setCurrentUser } from '../../../lib/auth';

/**
 * For calls of signed-in pages: a 401 that outlived the client's session revalidation means the
 * session has ended (signed out elsewhere, or a password change on another device). Clearing the
 * user lets the page's guard send the visitor to /login. Returns whether that happened.
 */
export function useEndSessionWhenExpired(): (error: unknown) => boolean {
  const queryClient = useQueryClient();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError) || error.status !== 401) return false;
      setCurrentUser(queryClient, null);
      return true;
    },
    [queryClient],
  );
}
