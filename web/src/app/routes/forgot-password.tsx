import { ForgotPasswordWizard } from '../../features/accounts/components/forgot-password-wizard';

/** /forgot-password (public). */
export function ForgotPasswordPage() {
  return <ForgotPasswordWizard />;
}
