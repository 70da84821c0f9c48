import { certificateVerificationSchema } from '@creds/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiClient } from '../../../lib/api-client';

const publicCertificateResponseSchema = z.object({
  msg: certificateVerificationSchema.extend({ linkedInUrl: z.string(), pageUrl: z.string() }),
});
export type PublicCertificate = z.infer<typeof publicCertificateResponseSchema>['msg'];

/** GET /certificates/{id}?name= (public): the certificate's page data; 404 unless the id and name both match. */
export async function getCertificate(certificateId: string, name: string, signal?: AbortSignal): Promise<PublicCertificate> {
  const body = await apiClient.get(`/certificates/${encodeURIComponent(certificateId)}`, { query: { name }, signal });
  return publicCertificateResponseSchema.parse(body).msg;
}

export function certificateQuery(certificateId: string, name: string) {
  return queryOptions({
    queryKey: ['certificates', certificateId, name] as const,
    queryFn: ({ signal }) => getCertificate(certificateId, name, signal),
    // Not found is an answer, not a hiccup: ask again only after other failures.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500 && error.status > 0) && failureCount < 2,
  });
}

export function useCertificate(certificateId: string, name: string) {
  return useQuery(certificateQuery(certificateId, name));
}

/** The signed credential file of a certificate (GET, downloaded by the browser). */
export function credentialDownloadUrl(certificateId: string, name: string): string {
  return `/api/certificates/${encodeURIComponent(certificateId)}/credential?name=${encodeURIComponent(name)}`;
}
