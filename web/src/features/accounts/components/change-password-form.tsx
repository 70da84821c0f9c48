import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, changePasswordInputSchema } from '@creds/contract';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { PasswordField } from '../../../components/ui/form-field';
import { PendingButton } from '../../../components/ui/pending-button';
import { useCurrentUser } from '../../../lib/auth';
import { useNotifications } from '../../../lib/notifications';
import { useChangePassword } from '../api/change-password';
import { passwordRulesHint } from '../lib/account-texts';
import { accountErrorMessage, showFieldErrors } from '../lib/api-answers';
import { useEndSessionWhenExpired } from '../lib/use-end-session-when-expired';

/** Security: change the password with the current one (spec section 2). */
export function ChangePasswordForm() {
  const user = useCurrentUser();
  const changePassword = useChangePassword();
  const endSessionWhenExpired = useEndSessionWhenExpired();
  const { showSuccess, showError } = useNotifications();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    trigger,
    getFieldState,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(changePasswordInputSchema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '', newPasswordConfirm: '' },
  });

  const onSubmit = handleSubmit((values) => {
    changePassword.mutate(values, {
      onSuccess: (message) => {
        showSuccess(message);
        reset();
      },
      onError: (error) => {
        if (endSessionWhenExpired(error)) return;
        const message = accountErrorMessage(error, accountMessages.changePasswordFailed);
        showFieldErrors(error, setError, ['currentPassword', 'newPassword', 'newPasswordConfirm']);
        showError(message);
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="max-w-xl space-y-5">
      <div>
        <h2 className="text-base font-semibold text-ink">Change your password</h2>
        <p className="mt-1 text-sm text-ink-muted">
          Every other device signed in to your account is signed out when the password changes.
        </p>
      </div>
      {/* Lets password managers store the new password under the right account. */}
      <input type="email" name="username" value={user?.email ?? ''} autoComplete="username" readOnly hidden />
      <PasswordField
        label="Current Password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        hint={passwordRulesHint}
        error={errors.newPassword?.message}
        {...register('newPassword', {
          onChange: () => {
            if (getFieldState('newPasswordConfirm').isTouched) void trigger('newPasswordConfirm');
          },
        })}
      />
      <PasswordField
        label="Confirm New Password"
        autoComplete="new-password"
        error={errors.newPasswordConfirm?.message}
        {...register('newPasswordConfirm')}
      />
      <PendingButton isPending={changePassword.isPending} pendingLabel="Changing…" className="w-full sm:w-auto">
        <KeyRound aria-hidden className="size-4" />
        Change Password
      </PendingButton>
    </form>
  );
}
