import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, loginFormSchema, loginInputSchema } from '@creds/contract';
import { useQueryClient } from '@tanstack/react-query';
import { LogIn, MailCheck } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField, TextField } from '../../../components/ui/form-field';
import { PendingButton } from '../../../components/ui/pending-button';
import { ApiError, getErrorMessage } from '../../../lib/api-client';
import { setCurrentUser } from '../../../lib/auth';
import { useNotifications } from '../../../lib/notifications';
import { useLogin } from '../api/login';
import { useResendActivation } from '../api/resend-activation';
import { accountErrorMessage, showFieldErrors } from '../lib/api-answers';
import { textLinkClass } from './auth-layout';

interface SignInFailure {
  message: string;
  /** Set when the account waits for activation: the e-mail to send a new link to. */
  inactiveEmail?: string;
}

const ruleResolver = zodResolver(loginFormSchema);
const presenceResolver = zodResolver(loginFormSchema.extend({ password: loginInputSchema.shape.password }));

/**
 * Sign in (spec section 2): validated on every change and blur, with the password rules of spec section 5;
 * success opens the dashboard. The rules show under the password but only a missing one stops a sign-in:
 * a password set before the rules changed must still sign in, and a wrong one gets the server's answer.
 */
export function LoginForm({ titleId }: { titleId: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { showError } = useNotifications();
  const login = useLogin();
  const [failure, setFailure] = useState<SignInFailure | null>(null);
  const submitting = useRef(false);
  const {
    register,
    handleSubmit,
    setError,
    trigger,
    getValues,
    formState: { errors },
  } = useForm({
    resolver: ((values, context, options) => (submitting.current ? presenceResolver : ruleResolver)(values, context, options)) satisfies typeof ruleResolver,
    mode: 'all',
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    submitting.current = true;
    try {
      await signIn(event);
    } finally {
      submitting.current = false;
    }
    // The submit cleared the rules' message; it stays under a password that breaks them while the server answers.
    if (getValues('password')) void trigger('password');
  };

  const signIn = handleSubmit((values) => {
    setFailure(null);
    login.mutate(values, {
      onSuccess: (user) => {
        setCurrentUser(queryClient, user);
        void navigate('/dashboard', { replace: true });
      },
      onError: (error) => {
        const message = accountErrorMessage(error, accountMessages.loginFailed);
        showFieldErrors(error, setError, ['email', 'password']);
        const isInactive = error instanceof ApiError && error.code === 'ACCOUNT_NOT_ACTIVATED';
        setFailure({ message, inactiveEmail: isInactive ? values.email : undefined });
        showError(message);
      },
    });
  });

  return (
    <form noValidate aria-labelledby={titleId} onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex cursor-pointer items-center gap-2.5 text-sm text-ink">
          <input type="checkbox" className="size-4.5 cursor-pointer rounded border-line accent-brand" {...register('rememberMe')} />
          Remember me
        </label>
        <Link to="/forgot-password" className={`text-sm ${textLinkClass}`}>
          Forgot password?
        </Link>
      </div>
      <PendingButton isPending={login.isPending} pendingLabel="Signing in…" className="w-full">
        <LogIn aria-hidden className="size-4" />
        Sign in
      </PendingButton>
      {failure ? (
        <FormAlert>
          <p>{failure.message}</p>
          {failure.inactiveEmail ? <ResendActivation email={failure.inactiveEmail} /> : null}
        </FormAlert>
      ) : null}
    </form>
  );
}

/** For an account not activated yet: mails a new activation link to the e-mail just typed. */
function ResendActivation({ email }: { email: string }) {
  const resend = useResendActivation();
  const { showSuccess, showError } = useNotifications();

  if (resend.isSuccess) {
    return (
      <p className="mt-2 flex items-start gap-2 font-medium">
        <MailCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
        {resend.data}
      </p>
    );
  }
  return (
    <PendingButton
      type="button"
      variant="outline"
      size="sm"
      isPending={resend.isPending}
      pendingLabel="Sending…"
      className="mt-3 bg-white"
      onClick={() =>
        resend.mutate(email, {
          onSuccess: (message) => showSuccess(message),
          onError: (error) => showError(getErrorMessage(error)),
        })
      }
    >
      <MailCheck aria-hidden className="size-4" />
      Send a new activation link
    </PendingButton>
  );
}
