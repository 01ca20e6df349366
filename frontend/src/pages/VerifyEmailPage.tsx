import { useSearchParams } from 'react-router-dom';
import { AccountCard, VerifyEmailResult } from '../features/account';
import { AuthLayout } from '../features/auth/components/AuthLayout';
import { PageMeta } from '../features/site/PageMeta';
import { Alert } from '../ui/Alert';

/** Where the verification and email-change mails' links lead. */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const change = searchParams.get('change') === '1';
  return (
    <>
      <PageMeta title="Confirm your email" description="Confirm your email address." noIndex />
      <AuthLayout>
        <AccountCard
          id="verify-title"
          title={change ? 'Confirm your new email' : 'Confirm your email'}
          description="One moment while we check the link."
        >
          {token ? (
            <VerifyEmailResult token={token} change={change} />
          ) : (
            <Alert>This address has no token. Open the link from the mail again.</Alert>
          )}
        </AccountCard>
      </AuthLayout>
    </>
  );
}
