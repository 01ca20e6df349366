import { Link } from 'react-router-dom';
import { AccountCard, ForgotPasswordForm } from '../features/account';
import { AuthLayout } from '../features/auth/components/AuthLayout';
import { PageMeta } from '../features/site/PageMeta';

/** "Forgot password?" from the sign-in pages: mails a link to choose a new one. */
export function ForgotPasswordPage() {
  return (
    <>
      <PageMeta
        title="Forgot password"
        description="Get a link to choose a new password."
        noIndex
      />
      <AuthLayout>
        <AccountCard
          id="forgot-title"
          title="Forgot your password?"
          description="Enter the email you signed up with, and we will send you a link to choose a new password."
        >
          <ForgotPasswordForm />
          <p>
            Remembered it? <Link to="/login">Sign in</Link>
          </p>
        </AccountCard>
      </AuthLayout>
    </>
  );
}
