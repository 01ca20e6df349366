import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { apiErrorMessage } from '../lib/apiError';
import { LP_PORTAL_PATH } from '../lib/navItems';
import { useLoginMutation, type LoginRequest } from '../features/auth/authApi';
import { AuthLayout } from '../features/auth/components/AuthLayout';
import { ForgotPasswordLink } from '../features/auth/components/ForgotPasswordLink';
import { LpPortalCard } from '../features/auth/components/LpPortalCard';
import { SignedInCard } from '../features/auth/components/SignedInCard';
import { SignInForm } from '../features/auth/components/SignInForm';
import { NEXT_PARAM, useReturnPath, useSignUpPath } from '../features/auth/returnPath';
import { useSession } from '../features/auth/useSession';
import { PageMeta } from '../features/site/PageMeta';
import { Card, CardDescription } from '../ui/Card';
import { toast } from '../ui/toastStore';

export const LOGIN_FAILED = 'Login failed. Please check your credentials.';

const StyledTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSize['3xl']};
`;

const StyledBody = styled.div`
  margin-top: ${({ theme }) => theme.space(8)};
`;

const StyledFootnote = styled.p`
  margin-top: ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  text-align: center;

  a {
    color: ${({ theme }) => theme.color.sandDeep};
    font-weight: 600;
    text-underline-offset: 3px;
  }
`;

/**
 * The Sign In page (spec section 2): failures show the service's sentence in an alert; success
 * returns to the page named by `?next=` (e.g. the one whose Sign In link was followed), else home.
 * Someone already signed in is sent on to `next`, or told who they are. Someone without an
 * account is pointed at the Sign Up tab of /auth, as that page offers (the spec's "Contact us
 * for access" pointed at the contact form, while anyone may sign up).
 */
export function LoginPage() {
  const [login, { isLoading, error, isSuccess }] = useLoginMutation();
  const navigate = useNavigate();
  const { user } = useSession();
  const [searchParams] = useSearchParams();
  const returnPath = useReturnPath();
  const signUpPath = useSignUpPath();

  async function handleSubmit(credentials: LoginRequest) {
    try {
      await login(credentials).unwrap();
    } catch {
      return; // The alert below shows why, from the mutation's error.
    }
    toast({ title: 'Welcome back!', description: 'You have successfully logged in.' });
    await navigate(returnPath, { replace: true });
  }

  // After a sign-in here, handleSubmit moves on; this is for arriving already signed in.
  if (user && !isSuccess && searchParams.has(NEXT_PARAM)) {
    return <Navigate to={returnPath} replace />;
  }

  return (
    <>
      <PageMeta
        title="Sign In"
        description="Sign in to your account for the AI playground and member tools."
        noIndex
      />
      <AuthLayout aside={<LpPortalCard to={LP_PORTAL_PATH} />}>
        {user && !isSuccess ? (
          <SignedInCard user={user} to={returnPath} />
        ) : (
          <Card aria-labelledby="login-title">
            <StyledTitle id="login-title">Sign In</StyledTitle>
            <CardDescription>Welcome back. Sign in to reach your member tools.</CardDescription>
            <StyledBody>
              <SignInForm
                onSubmit={(credentials) => void handleSubmit(credentials)}
                isPending={isLoading}
                error={error ? apiErrorMessage(error, LOGIN_FAILED) : undefined}
                passwordHelp={<ForgotPasswordLink />}
              />
            </StyledBody>
            <StyledFootnote>
              No account yet? <Link to={signUpPath}>Sign up</Link>
            </StyledFootnote>
          </Card>
        )}
      </AuthLayout>
    </>
  );
}
