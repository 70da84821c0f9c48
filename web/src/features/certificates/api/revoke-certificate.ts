import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

const noticeSchema = z.object({ msg: z.string() });

/** POST /admin/certificates/{id}/revoke (admins): revokes a certificate with a reason; answers the notice. */
export async function revokeCertificate({ certificateId, reason }: { certificateId: string; reason: string }): Promise<string> {
  const body = await apiClient.post(`/admin/certificates/${encodeURIComponent(certificateId)}/revoke`, { reason });
  return noticeSchema.parse(body).msg;
}

export function useRevokeCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCertificate,
    // The review console's copy of the evaluation (its status, the decision panel) changes with it.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['certificates'] }), queryClient.invalidateQueries({ queryKey: ['reviews'] })]),
  });
}
