import type { RefundPaymentInput } from '@creds/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { reviewKeys } from './get-review-queue';

const noticeSchema = z.object({ msg: z.string() });

/**
 * POST /admin/payments/{paymentId}/refund (admins): a full refund within 7 days of payment (409 after), of a
 * payment whose certificate is still the one the page said the refund takes back (409 otherwise).
 */
export async function refundPayment({ paymentId, expectedCertificateId }: { paymentId: string; expectedCertificateId: string | null }): Promise<string> {
  const body = await apiClient.post(`/admin/payments/${encodeURIComponent(paymentId)}/refund`, { expectedCertificateId } satisfies RefundPaymentInput);
  return noticeSchema.parse(body).msg;
}

export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    // A refund revokes a certificate already issued for the payment: its public data changes too. An accreditation
    // fee's refund changes the application ('accreditation' keys).
    // Refused because the page was out of date: it is read again, so it shows what a refund now takes back.
    onSettled: () =>
      Promise.all(
        [reviewKeys.all, ['certificates'], ['accreditation']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
