import { apiClient } from '../../../lib/api-client';

/** POST /events/registration-complete: tells the server a visitor finished registering. */
export async function recordRegistration(email: string): Promise<void> {
  await apiClient.post('/events/registration-complete', { email, client_user_agent: navigator.userAgent });
}

/** The same, fire and forget: its failure must never bother the person who just registered. */
export function recordRegistrationQuietly(email: string): void {
  recordRegistration(email).catch((error: unknown) => console.warn('Registration event not recorded.', error));
}
