import { sandboxConfirmResponseSchema, type SandboxConfirmInput } from '@creds/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type SandboxConfirmResult = ReturnType<typeof sandboxConfirmResponseSchema.parse>['msg'];

/**
 * POST /payments/sandbox/confirm: pays the intent with a card through the offline sandbox, as
 * Stripe.js's confirmCardPayment does against Stripe. A decline answers 200 with `error` set; a card
 * the fields should have refused answers 400 with `fields`.
 */
export async function confirmSandboxPayment(input: SandboxConfirmInput): Promise<SandboxConfirmResult> {
  const body = await apiClient.post('/payments/sandbox/confirm', input);
  return sandboxConfirmResponseSchema.parse(body).msg;
}

export function useConfirmSandboxPayment() {
  return useMutation({ mutationFn: confirmSandboxPayment });
}
