import { levelOfLabel, verifyCertificateAnswerSchema, type CertificateVerification } from '@creds/contract';
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
  const answer = verifyCertificateAnswerSchema.parse(body).msg;
  if (!answer) return null;
  void recordVerification();
  const level = answer.level ?? levelOfLabel(answer.complexity);
  return { ...answer, holderName: answer.holderName ?? input.certificateName.trim(), level, points: answer.points ?? level };
}

export function useVerifyCertificate() {
  return useMutation({ mutationFn: verifyCertificate });
}
