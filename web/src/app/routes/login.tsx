import { Link } from 'react-router';
import { AuthLayout, textLinkClass } from '../../features/accounts/components/auth-layout';
import { LoginForm } from '../../features/accounts/components/login-form';

const titleId = 'login-title';

/** /login (guests only). */
export function LoginPage() {
  return (
    <AuthLayout
      title="Sign in"
      titleId={titleId}
      intro="Welcome back. Sign in to evaluate your credentials and follow your certificates."
      aside={{
        heading: 'Your credentials, evaluated against US standards.',
        text: 'Submit a course or diploma, receive a level and rating points, and share a certificate anyone can verify.',
      }}
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to="/register" className={textLinkClass}>
            Sign up
          </Link>
        </>
      }
    >
      <LoginForm titleId={titleId} />
    </AuthLayout>
  );
}
