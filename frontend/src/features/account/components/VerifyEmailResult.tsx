import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { apiErrorMessage } from '../../../lib/apiError';
import { Alert } from '../../../ui/Alert';
import { LoadingScreen } from '../../../ui/LoadingScreen';
import { useSession } from '../../auth';
import { useCurrentUserQuery, useVerifyEmailMutation } from '../accountApi';
import { ResendVerificationButton } from './ResendVerificationButton';

export interface VerifyEmailResultProps {
  token: string;
  /** The link confirms a new address (an email change) rather than the first one. */
  change: boolean;
}

/** Follows the mailed link once, as the page opens, and says what happened. */
export function VerifyEmailResult({ token, change }: VerifyEmailResultProps) {
  const [verify, { isSuccess, error }] = useVerifyEmailMutation();
  const { user } = useSession();
  // Signed in: the session's copy of the account follows (the banner goes away).
  useCurrentUserQuery(undefined, { skip: !user || !isSuccess });
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void verify({ token, change });
  }, [verify, token, change]);

  if (error) {
    return (
      <>
        <Alert>{apiErrorMessage(error, 'Your address could not be confirmed. Try again.')}</Alert>
        {user && !change && <ResendVerificationButton />}
      </>
    );
  }
  if (!isSuccess) return <LoadingScreen message="Confirming your email address..." />;
  return (
    <>
      <Alert variant="info" title="Email confirmed">
        {change
          ? 'Your account uses your new email address from now on.'
          : 'Thank you: your email address is confirmed.'}
      </Alert>
      <Link to={user ? '/account' : '/login'}>{user ? 'Go to your account' : 'Sign in'}</Link>
    </>
  );
}
