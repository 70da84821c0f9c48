import { accreditationPaymentResponseSchema, type BadgeStatus } from '@creds/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** POST /accreditation/applications/{id}/payment: starts (or resumes) paying the registration and first-year fee. */
export async function payApplication(id: string): Promise<BadgeStatus> {
  return accreditationPaymentResponseSchema.parse(await apiClient.post(`/accreditation/applications/${encodeURIComponent(id)}/payment`)).msg;
}

export function usePayApplication() {
  return useMutation({ mutationFn: payApplication });
}
