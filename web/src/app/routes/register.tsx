import { Link } from 'react-router';
import { AuthLayout, textLinkClass } from '../../features/accounts/components/auth-layout';
import { RegisterForm } from '../../features/accounts/components/register-form';

const titleId = 'register-title';

/** /register (guests only). */
export function RegisterPage() {
  return (
    <AuthLayout
      title="Register your account"
      titleId={titleId}
      intro="Create your account, then open the activation link we email you."
      aside={{
        heading: 'Start with one certificate.',
        text: 'Your account keeps your evaluations, levels and verified certificates in one place.',
      }}
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className={textLinkClass}>
            Login
          </Link>
        </>
      }
    >
      <RegisterForm titleId={titleId} />
    </AuthLayout>
  );
}
