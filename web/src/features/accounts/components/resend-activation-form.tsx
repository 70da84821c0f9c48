import { zodResolver } from '@hookform/resolvers/zod';
import { resendActivationInputSchema } from '@creds/contract';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/form-field';
import { PendingButton } from '../../../components/ui/pending-button';
import { getErrorMessage } from '../../../lib/api-client';
import { useNotifications } from '../../../lib/notifications';
import { useResendActivation } from '../api/resend-activation';
import { showFieldErrors } from '../lib/api-answers';

/** Asks for a new activation link for an e-mail (the answer is the same whether or not it has an account). */
export function ResendActivationForm({ labelledBy }: { labelledBy: string }) {
  const resend = useResendActivation();
  const { showSuccess, showError } = useNotifications();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(resendActivationInputSchema), mode: 'onTouched', defaultValues: { email: '' } });

  const onSubmit = handleSubmit(({ email }) =>
    resend.mutate(email, {
      onSuccess: (message) => showSuccess(message),
      onError: (error) => {
        showFieldErrors(error, setError, ['email']);
        showError(getErrorMessage(error));
      },
    }),
  );

  return (
    <form noValidate aria-labelledby={labelledBy} onSubmit={onSubmit} className="space-y-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...register('email')}
      />
      <PendingButton isPending={resend.isPending} pendingLabel="Sending…" className="w-full">
        <MailCheck aria-hidden className="size-4" />
        Send a new activation link
      </PendingButton>
      {resend.isSuccess ? <FormAlert tone="success">{resend.data}</FormAlert> : null}
    </form>
  );
}
