import { zodResolver } from '@hookform/resolvers/zod';
import { revokeCertificateInputSchema } from '@creds/contract';
import { Ban } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { buttonClass } from '../../../components/ui/button-styles';
import { FormAlert } from '../../../components/ui/form-alert';
import { PendingButton } from '../../../components/ui/pending-button';
import { ShortTextareaField } from '../../../components/ui/short-textarea-field';
import { getErrorMessage } from '../../../lib/api-client';
import { useNotifications } from '../../../lib/notifications';
import { useRevokeCertificate } from '../api/revoke-certificate';

/** Admins: revoke a certificate with a reason; verification and the credential's status then say so. */
export function RevokeCertificateForm({ certificateId, onRevoked }: { certificateId: string; onRevoked?: () => void }) {
  const titleId = useId();
  const { showSuccess, showError } = useNotifications();
  const revoke = useRevokeCertificate();
  const [isOpen, setIsOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(revokeCertificateInputSchema), mode: 'onTouched', defaultValues: { reason: '' } });

  if (!isOpen) {
    return (
      <button type="button" onClick={() => setIsOpen(true)} className={buttonClass('outline', 'sm')}>
        <Ban aria-hidden className="size-4" />
        Revoke certificate
      </button>
    );
  }

  const onSubmit = handleSubmit(({ reason }) => {
    setProblem(null);
    revoke.mutate(
      { certificateId, reason },
      {
        onSuccess: (message) => {
          showSuccess(message);
          reset();
          setIsOpen(false);
          onRevoked?.();
        },
        onError: (error) => {
          const message = getErrorMessage(error, 'The certificate could not be revoked.');
          setProblem(message);
          showError(message);
        },
      },
    );
  });

  return (
    <form noValidate aria-labelledby={titleId} onSubmit={onSubmit} className="space-y-3 rounded-lg border border-error/25 bg-error-soft/50 p-3">
      <h4 id={titleId} className="text-sm font-semibold text-error">
        Revoke certificate {certificateId}
      </h4>
      <p className="text-sm text-ink">
        This cannot be undone. Anyone who verifies the certificate will see it revoked, with your reason, and the holder is told by
        e-mail.
      </p>
      <ShortTextareaField
        label="Reason"
        hint="Shown to anyone who verifies the certificate."
        rows={3}
        maxLength={1000}
        error={errors.reason?.message}
        {...register('reason')}
      />
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      <div className="flex flex-wrap gap-2">
        <PendingButton isPending={revoke.isPending} pendingLabel="Revoking…" variant="accent" size="sm">
          <Ban aria-hidden className="size-4" />
          Revoke
        </PendingButton>
        <button type="button" onClick={() => setIsOpen(false)} className={buttonClass('ghost', 'sm')} disabled={revoke.isPending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
