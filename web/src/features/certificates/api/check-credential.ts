import { credentialCheckResponseSchema, type CertificateVerification } from '@creds/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export interface CredentialStep {
  id: string;
  ok: boolean;
  message: string;
}

export interface CredentialCheck {
  valid: boolean;
  steps: CredentialStep[];
  certificate: CertificateVerification | null;
}

/** POST /certificate/verify-credential (public): checks an Open Badges credential file step by step. */
export async function checkCredential(credential: unknown): Promise<CredentialCheck> {
  const body = await apiClient.post('/certificate/verify-credential', { credential });
  return credentialCheckResponseSchema.parse(body).msg;
}

export function useCheckCredential() {
  return useMutation({ mutationFn: checkCredential });
}
