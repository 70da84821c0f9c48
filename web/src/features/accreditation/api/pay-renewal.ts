import { renewalResponseSchema, type RenewalStatus } from '@creds/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** POST /accreditation/renewals/{certificateId}/payment: starts (or resumes) paying the renewal of the current period. */
export async function payRenewal(certificateId: string): Promise<RenewalStatus> {
  return renewalResponseSchema.parse(await apiClient.post(`/accreditation/renewals/${encodeURIComponent(certificateId)}/payment`)).msg;
}

export function usePayRenewal() {
  return useMutation({ mutationFn: payRenewal });
}
