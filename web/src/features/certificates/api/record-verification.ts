import { apiClient } from '../../../lib/api-client';

/** PATCH /analytics/update-verifications (public, empty body): counts one successful verification. */
export async function recordVerification(): Promise<void> {
  try {
    await apiClient.patch('/analytics/update-verifications');
  } catch (error) {
    // The count is for the provider's statistics; the visitor's result does not depend on it.
    console.warn('Counting the verification failed.', error);
  }
}
