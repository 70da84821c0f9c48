import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, earliestBirthDate, registerFormSchema, todayIsoDate } from '@creds/contract';
import { UserPlus } from 'lucide-react';
import type { ChangeEvent, FocusEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { PasswordField, TextField } from '../../../components/ui/form-field';
import { PendingButton } from '../../../components/ui/pending-button';
import { useNotifications } from '../../../lib/notifications';
import { recordRegistrationQuietly } from '../api/record-registration';
import { useRegisterAccount } from '../api/register-account';
import { passwordRulesHint } from '../lib/account-texts';
import { accountErrorMessage, showFieldErrors } from '../lib/api-answers';

/**
 * A date input answers '' both when empty and when only partly typed; the browser flags the second
 * as bad input. Passing that on as a value the schema rejects shows "Invalid date specified" rather
 * than "Date of Birth is required".
 */
const partialDateValue = 'invalid';

/** Register (spec section 2): every rule of spec section 5 comes from the shared schema. */
export function RegisterForm({ titleId }: { titleId: string }) {
  const navigate = useNavigate();
  const { showSuccess, showError } = useNotifications();
  const registerAccount = useRegisterAccount();
  const {
    register,
    handleSubmit,
    setError,
    trigger,
    getFieldState,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerFormSchema),
    mode: 'onTouched',
    defaultValues: { username: '', email: '', dateOfBirth: '', password: '', retypePassword: '' },
  });

  // Registered in the order of the form, so a failed submit focuses the first field in error.
  const fields = {
    username: register('username'),
    email: register('email'),
    dateOfBirth: register('dateOfBirth'),
    password: register('password', {
      // A confirmation already typed is checked again against the changed password.
      onChange: () => {
        if (getFieldState('retypePassword').isTouched) void trigger('retypePassword');
      },
    }),
    retypePassword: register('retypePassword'),
  };
  const { dateOfBirth } = fields;
  const dateEvent = (event: ChangeEvent<HTMLInputElement> | FocusEvent<HTMLInputElement>) => ({
    type: event.type,
    target: {
      name: dateOfBirth.name,
      value: event.target.validity.badInput ? partialDateValue : event.target.value,
    },
  });

  const onSubmit = handleSubmit((values) => {
    const { username, email, dateOfBirth: dob, password } = values;
    registerAccount.mutate(
      { username, email, dob, password },
      {
        onSuccess: (message) => {
          recordRegistrationQuietly(email);
          showSuccess(message);
          void navigate('/login');
        },
        onError: (error) => {
          const message = accountErrorMessage(error, accountMessages.registerFailed);
          showFieldErrors(error, setError, ['username', 'email', 'password'], { dob: 'dateOfBirth' });
          showError(message);
        },
      },
    );
  });

  return (
    <form noValidate aria-labelledby={titleId} onSubmit={onSubmit} className="space-y-5">
      <TextField
        label="Full Name"
        autoComplete="name"
        error={errors.username?.message}
        {...fields.username}
      />
      <TextField
        label="Email Address"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...fields.email}
      />
      <TextField
        label="Date of Birth"
        type="date"
        autoComplete="bday"
        min={earliestBirthDate}
        max={todayIsoDate()}
        error={errors.dateOfBirth?.message}
        {...dateOfBirth}
        onChange={(event) => dateOfBirth.onChange(dateEvent(event))}
        onBlur={(event) => dateOfBirth.onBlur(dateEvent(event))}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint={passwordRulesHint}
        error={errors.password?.message}
        {...fields.password}
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        error={errors.retypePassword?.message}
        {...fields.retypePassword}
      />
      <PendingButton isPending={registerAccount.isPending} pendingLabel="Registering…" className="w-full">
        <UserPlus aria-hidden className="size-4" />
        Register
      </PendingButton>
    </form>
  );
}
