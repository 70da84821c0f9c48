import { accountMessages, activateAccountInputSchema } from '@creds/contract';
import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { setCurrentUser } from '../../../lib/auth';
import { useNotifications } from '../../../lib/notifications';
import { useActivateAccount } from '../api/activate-account';
import { accountErrorMessage } from '../lib/api-answers';
import { AuthLayout, textLinkClass } from './auth-layout';
import { ResendActivationForm } from './resend-activation-form';

const titleId = 'activation-title';
const resendTitleId = 'resend-activation-title';

/**
 * Account activation (spec section 2): reads `update_token`, calls the server at once, and on status
 * '200' signs the user in and opens the dashboard. The link works once, so the call is made once per
 * token, also when React runs the effect twice (StrictMode) or the page renders again.
 */
export function AccountActivation() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('update_token') ?? '';
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { showSuccess } = useNotifications();
  const { mutate: activate } = useActivateAccount();
  const activatedToken = useRef<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const parsed = activateAccountInputSchema.safeParse({ update_token: token });
  const linkProblem = parsed.success ? null : (parsed.error.issues[0]?.message ?? accountMessages.activationFailed);

  useEffect(() => {
    if (linkProblem || activatedToken.current === token) return;
    activatedToken.current = token;
    activate(token, {
      onSuccess: (user) => {
        setCurrentUser(queryClient, user);
        void navigate('/dashboard', { replace: true });
        showSuccess(accountMessages.activationSuccess);
      },
      onError: (error) => setFailure(accountErrorMessage(error, accountMessages.activationFailed)),
    });
  }, [token, linkProblem, activate, queryClient, navigate, showSuccess]);

  const problem = linkProblem ?? failure;

  if (!problem) {
    return (
      <AuthLayout title="Activating your account" titleId={titleId}>
        <div role="status" className="flex flex-col items-center gap-4 py-6 text-center text-ink-muted">
          <LoaderCircle aria-hidden className="size-10 animate-spin text-brand" />
          <p>Please wait while we confirm your email address.</p>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Account activation"
      titleId={titleId}
      footer={
        <>
          Already activated?{' '}
          <Link to="/login" className={textLinkClass}>
            Sign in
          </Link>
        </>
      }
    >
      <FormAlert>
        {/* The spec's failure text, then why: a server message or a problem with the link itself. */}
        <strong>{accountMessages.activationFailed}</strong>
        {problem === accountMessages.activationFailed ? null : ` ${problem}`}
      </FormAlert>
      <div className="mt-8">
        <h2 id={resendTitleId} className="text-lg font-semibold text-ink">
          Get a new activation link
        </h2>
        <p className="mt-1 mb-5 text-sm text-ink-muted">
          Enter the email address you registered with; a new link replaces any earlier one.
        </p>
        <ResendActivationForm labelledBy={resendTitleId} />
      </div>
    </AuthLayout>
  );
}
