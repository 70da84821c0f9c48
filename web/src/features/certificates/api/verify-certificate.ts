import { verifyCertificateResponseSchema, type CertificateVerification } from '@creds/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { recordVerification } from './record-verification';

export interface VerifyCertificateInput {
  certificateId: string;
  certificateName: string;
}

/**
 * POST /certificate/verify (public): the certificate when the id and the holder's name both match, or
 * null. A found certificate is counted (PATCH analytics/update-verifications), whose failure is ignored.
 */
export async function verifyCertificate(input: VerifyCertificateInput): Promise<CertificateVerification | null> {
  const body = await apiClient.post('/certificate/verify', input);
  const certificate = verifyCertificateResponseSchema.parse(body).msg;
  if (certificate) void recordVerification();
  return certificate;
}

export function useVerifyCertificate() {
  return useMutation({ mutationFn: verifyCertificate });
}
