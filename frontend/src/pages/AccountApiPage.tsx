import { lazy, Suspense } from 'react';
import { AccessNotice } from '../features/auth/components/AccessNotice';
import { SessionGate } from '../features/auth/components/SessionGate';
import { useSignInPath } from '../features/auth/returnPath';
import { PageMeta } from '../features/site/PageMeta';
import { ButtonLink } from '../ui/Button';
import { LoadingScreen } from '../ui/LoadingScreen';
import { PageHeader } from '../ui/PageHeader';

const DESCRIPTION =
  'Personal API tokens for calling the Sandglass API, and webhooks that tell your systems what happened.';

const ApiAccessScreen = lazy(() =>
  import('../features/apiAccess/components/ApiAccessScreen').then((module) => ({
    default: module.ApiAccessScreen,
  })),
);

function SignInNotice() {
  const signIn = useSignInPath('/auth');
  return (
    <AccessNotice
      title="Sign In Required"
      message="Sign in to manage your API tokens and webhooks."
      action={<ButtonLink to={signIn}>Sign In</ButtonLink>}
    />
  );
}

/** `/account/api`: API tokens and webhooks (issue 21); the account page links here. */
export function AccountApiPage() {
  return (
    <>
      <PageMeta title="API access" description={DESCRIPTION} noIndex />
      <SessionGate allows={({ user }) => user !== null} fallback={<SignInNotice />}>
        <PageHeader eyebrow="Account" title="API access" lead={DESCRIPTION} />
        <Suspense fallback={<LoadingScreen message="Loading API access..." />}>
          <ApiAccessScreen />
        </Suspense>
      </SessionGate>
    </>
  );
}
