import { loginResponseSchema, type CurrentUser, type LoginInput } from '@creds/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** POST /auth/login: starts a session (a 30-day cookie with Remember me) and answers the user. */
export async function login(input: LoginInput): Promise<CurrentUser> {
  const body = await apiClient.post('/auth/login', input);
  return loginResponseSchema.parse(body).msg.user;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
