import { zodResolver } from '@hookform/resolvers/zod';
import {
  accountMessages,
  forgotPasswordInputSchema,
  setPasswordFormSchema,
  verificationCodeLength,
  verificationCodeSchema,
} from '@creds/contract';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, KeyRound, MailCheck, Send, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { buttonClass } from '../../../components/ui/button-styles';
import { PasswordField, TextField } from '../../../components/ui/form-field';
import { PendingButton } from '../../../components/ui/pending-button';
import { setCurrentUser } from '../../../lib/auth';
import { useNotifications } from '../../../lib/notifications';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useResetPassword } from '../api/reset-password';
import { useVerifyCode } from '../api/verify-code';
import { passwordRulesHint } from '../lib/account-texts';
import { accountErrorMessage, showFieldErrors } from '../lib/api-answers';
import { AuthLayout, textLinkClass } from './auth-layout';

type WizardState =
  | { step: 'email' }
  | { step: 'code'; email: string }
  | { step: 'password'; email: string; code: string };

const steps = {
  email: {
    number: 1,
    title: 'Forgot Password',
    intro: 'Enter the email address of your account and we will email you a verification code.',
  },
  code: {
    number: 2,
    title: 'Verify Code',
    intro: `Enter the ${verificationCodeLength}-character code from that email. It expires in 15 minutes.`,
  },
  password: { number: 3, title: 'Set Password', intro: 'Choose a new password for your account.' },
} as const;

const titleId = 'forgot-password-title';

/** Forgot password (spec section 2): email, then the mailed code, then a new password, then /login. */
export function ForgotPasswordWizard() {
  const [state, setState] = useState<WizardState>({ step: 'email' });
  const step = steps[state.step];
  const titleRef = useRef<HTMLHeadingElement>(null);
  const isFirstRender = useRef(true);

  // Each new step moves focus to its title, so keyboard and screen-reader users know where they are.
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    titleRef.current?.focus();
  }, [state.step]);

  return (
    <AuthLayout
      title={step.title}
      titleId={titleId}
      titleRef={titleRef}
      intro={
        <>
          <p className="mb-2 text-sm font-semibold uppercase tracking-[0.14em] text-accent">
            Step {step.number} of 3
          </p>
          <StepProgress current={step.number} />
          <p className="mt-4">
            {state.step === 'code' ? (
              <>
                We sent a code to <strong className="text-ink wrap-anywhere">{state.email}</strong>. {step.intro}
              </>
            ) : (
              step.intro
            )}
          </p>
        </>
      }
      footer={
        <>
          Remembered your password?{' '}
          <Link to="/login" className={textLinkClass}>
            Back to sign in
          </Link>
        </>
      }
    >
      {state.step === 'email' ? (
        <EmailStep onSent={(email) => setState({ step: 'code', email })} />
      ) : state.step === 'code' ? (
        <CodeStep
          email={state.email}
          onVerified={(code) => setState({ step: 'password', email: state.email, code })}
          onChangeEmail={() => setState({ step: 'email' })}
        />
      ) : (
        <PasswordStep email={state.email} code={state.code} onRestart={() => setState({ step: 'email' })} />
      )}
    </AuthLayout>
  );
}

function StepProgress({ current }: { current: number }) {
  return (
    <div aria-hidden className="grid grid-cols-3 gap-2">
      {[1, 2, 3].map((number) => (
        <span key={number} className={`h-1.5 rounded-full ${number <= current ? 'bg-brand' : 'bg-line'}`} />
      ))}
    </div>
  );
}

function EmailStep({ onSent }: { onSent: (email: string) => void }) {
  const requestReset = useRequestPasswordReset();
  const { showSuccess, showError } = useNotifications();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(forgotPasswordInputSchema), mode: 'onTouched', defaultValues: { email: '' } });

  const onSubmit = handleSubmit(({ email }) => {
    requestReset.mutate(email, {
      onSuccess: (message) => {
        showSuccess(message);
        onSent(email);
      },
      onError: (error) => {
        const message = accountErrorMessage(error, accountMessages.sendCodeFailed);
        showFieldErrors(error, setError, ['email']);
        showError(message);
      },
    });
  });

  return (
    <form noValidate aria-labelledby={titleId} onSubmit={onSubmit} className="space-y-5">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...register('email')}
      />
      <PendingButton isPending={requestReset.isPending} pendingLabel="Sending…" className="w-full">
        <Send aria-hidden className="size-4" />
        Send Code
      </PendingButton>
    </form>
  );
}

const codeFormSchema = z.object({ code: verificationCodeSchema });

function CodeStep({
  email,
  onVerified,
  onChangeEmail,
}: {
  email: string;
  onVerified: (code: string) => void;
  onChangeEmail: () => void;
}) {
  const verifyCode = useVerifyCode();
  const resendCode = useRequestPasswordReset();
  const { showSuccess, showError } = useNotifications();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(codeFormSchema), mode: 'onTouched', defaultValues: { code: '' } });

  const onSubmit = handleSubmit(({ code }) => {
    verifyCode.mutate(
      { email, authCode: code },
      {
        onSuccess: () => onVerified(code),
        onError: (error) => {
          const message = accountErrorMessage(error, accountMessages.submitCodeFailed);
          showFieldErrors(error, setError, ['code'], { auth_code: 'code' });
          showError(message);
        },
      },
    );
  });

  const sendNewCode = () =>
    resendCode.mutate(email, {
      onSuccess: (message) => {
        showSuccess(message);
      },
      onError: (error) => showError(accountErrorMessage(error, accountMessages.sendCodeFailed)),
    });

  return (
    <form noValidate aria-labelledby={titleId} onSubmit={onSubmit} className="space-y-5">
      <TextField
        label="Verification Code"
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="ABCD2345"
        inputClassName="font-mono text-lg uppercase tracking-[0.3em] placeholder:tracking-[0.3em]"
        error={errors.code?.message}
        {...register('code')}
      />
      {/* Shows "Verify", named "Verify Code": the step's title alone reads "Verify Code" on screen. */}
      <PendingButton isPending={verifyCode.isPending} pendingLabel="Verifying…" aria-label="Verify Code" className="w-full">
        <ShieldCheck aria-hidden className="size-4" />
        Verify
      </PendingButton>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-between">
        <button type="button" onClick={onChangeEmail} className={buttonClass('ghost', 'sm')}>
          <ArrowLeft aria-hidden className="size-4" />
          Use another email
        </button>
        <PendingButton
          type="button"
          variant="ghost"
          size="sm"
          isPending={resendCode.isPending}
          pendingLabel="Sending…"
          onClick={sendNewCode}
        >
          <MailCheck aria-hidden className="size-4" />
          Send a new code
        </PendingButton>
      </div>
    </form>
  );
}

function PasswordStep({ email, code, onRestart }: { email: string; code: string; onRestart: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const { showSuccess, showError } = useNotifications();
  // After a failed reset: the message is in the notification; this offers the way on.
  const [failed, setFailed] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    trigger,
    getFieldState,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(setPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { password: '', retypePassword: '' },
  });

  const onSubmit = handleSubmit(({ password }) => {
    setFailed(false);
    resetPassword.mutate(
      { email, authCode: code, password },
      {
        onSuccess: (message) => {
          // The server signed this account out everywhere, this browser included.
          setCurrentUser(queryClient, null);
          showSuccess(message);
          void navigate('/login', { replace: true });
        },
        onError: (error) => {
          const message = accountErrorMessage(error, accountMessages.resetFailed);
          showFieldErrors(error, setError, ['password']);
          setFailed(true);
          showError(message);
        },
      },
    );
  });

  return (
    <form noValidate aria-labelledby={titleId} onSubmit={onSubmit} className="space-y-5">
      {/* Lets password managers store the new password under the right account. */}
      <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        hint={passwordRulesHint}
        error={errors.password?.message}
        {...register('password', {
          onChange: () => {
            if (getFieldState('retypePassword').isTouched) void trigger('retypePassword');
          },
        })}
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        error={errors.retypePassword?.message}
        {...register('retypePassword')}
      />
      <PendingButton isPending={resetPassword.isPending} pendingLabel="Saving…" className="w-full">
        <KeyRound aria-hidden className="size-4" />
        Reset Password
      </PendingButton>
      {failed ? (
        <div className="rounded-md border border-line bg-surface px-4 py-3 text-sm text-ink-muted">
          <p>A code works for 15 minutes and for one reset.</p>
          <button type="button" onClick={onRestart} className={`mt-2 text-sm ${textLinkClass}`}>
            Request a new code
          </button>
        </div>
      ) : null}
    </form>
  );
}
