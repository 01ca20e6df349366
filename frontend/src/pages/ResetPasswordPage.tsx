import { Link, useSearchParams } from 'react-router-dom';
import { AccountCard, ResetPasswordForm } from '../features/account';
import { AuthLayout } from '../features/auth/components/AuthLayout';
import { PageMeta } from '../features/site/PageMeta';
import { Alert } from '../ui/Alert';

/** Where the reset mail's link leads: choose a new password. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return (
    <>
      <PageMeta title="Choose a new password" description="Choose a new password." noIndex />
      <AuthLayout>
        <AccountCard
          id="reset-title"
          title="Choose a new password"
          description="Setting it signs you out on every device."
        >
          {token ? (
            <ResetPasswordForm token={token} />
          ) : (
            <Alert>
              This address has no reset token. Open the link from the mail again, or{' '}
              <Link to="/forgot-password">ask for a new one</Link>.
            </Alert>
          )}
        </AccountCard>
      </AuthLayout>
    </>
  );
}
