import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { apiErrorMessage, apiFieldErrors } from '../lib/apiError';
import {
  useLoginMutation,
  useRegisterMutation,
  type LoginRequest,
  type RegisterRequest,
} from '../features/auth/authApi';
import { AuthLayout } from '../features/auth/components/AuthLayout';
import { ForgotPasswordLink } from '../features/auth/components/ForgotPasswordLink';
import { SignInForm } from '../features/auth/components/SignInForm';
import { SignUpForm } from '../features/auth/components/SignUpForm';
import { SIGN_UP_TAB, TAB_PARAM, useReturnPath } from '../features/auth/returnPath';
import { useSession } from '../features/auth/useSession';
import { PageMeta } from '../features/site/PageMeta';
import { useSiteConfig } from '../features/site/SiteConfigProvider';
import { Card, CardDescription } from '../ui/Card';
import { LoadingScreen } from '../ui/LoadingScreen';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/Tabs';
import { toast } from '../ui/toastStore';

function failureMessage(error: unknown): string {
  return apiErrorMessage(error, 'Something went wrong. Please try again.');
}

const StyledTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSize['3xl']};
`;

const StyledTabs = styled(Tabs)`
  margin-top: ${({ theme }) => theme.space(8)};
`;

/**
 * Combined sign-in and sign-up (spec section 2). Either returns to the page named by `?next=`
 * (e.g. the member page whose Sign In button led here), else home; already signed in: off there
 * at once, nothing rendered. `?tab=sign-up` opens it on Sign Up (where /login points). Failures
 * are reported by toast only, as the spec has it; field problems of a sign-up are also shown
 * next to the fields.
 */
export function AuthPage() {
  const { status } = useSession();
  const { firmName } = useSiteConfig();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const [searchParams] = useSearchParams();
  const [login, loginState] = useLoginMutation();
  const [register, registerState] = useRegisterMutation();

  async function handleSignIn(credentials: LoginRequest) {
    try {
      const { user } = await login(credentials).unwrap();
      toast({
        title: 'Welcome back!',
        description: `Logged in as ${user.firstName} ${user.lastName}`,
      });
    } catch (error) {
      toast({ title: 'Login failed', description: failureMessage(error), variant: 'destructive' });
      return;
    }
    await navigate(returnPath, { replace: true });
  }

  async function handleSignUp(account: RegisterRequest) {
    try {
      const { user } = await register(account).unwrap();
      toast({
        title: 'Welcome!',
        description: `Account created successfully. You're signed in as a ${user.role}`,
      });
    } catch (error) {
      toast({
        title: 'Registration failed',
        description: failureMessage(error),
        variant: 'destructive',
      });
      return;
    }
    await navigate(returnPath, { replace: true });
  }

  if (status === 'authenticated') return <Navigate to={returnPath} replace />;

  return (
    <>
      <PageMeta
        title="Sign In or Create Account"
        description={`Sign in to your ${firmName} account or create one.`}
        noIndex
      />
      {status === 'restoring' ? (
        <LoadingScreen />
      ) : (
        <AuthLayout>
          <Card aria-labelledby="auth-title">
            <StyledTitle id="auth-title">Welcome to {firmName}</StyledTitle>
            <CardDescription>Sign in to your account, or create one in a minute.</CardDescription>
            <StyledTabs
              defaultValue={searchParams.get(TAB_PARAM) === SIGN_UP_TAB ? SIGN_UP_TAB : 'sign-in'}
            >
              <TabsList aria-label="Sign in or sign up">
                <TabsTrigger value="sign-in">Sign In</TabsTrigger>
                <TabsTrigger value={SIGN_UP_TAB}>Sign Up</TabsTrigger>
              </TabsList>
              <TabsContent value="sign-in">
                <SignInForm
                  onSubmit={(credentials) => void handleSignIn(credentials)}
                  isPending={loginState.isLoading}
                  passwordHelp={<ForgotPasswordLink />}
                />
              </TabsContent>
              <TabsContent value={SIGN_UP_TAB}>
                <SignUpForm
                  onSubmit={(account) => void handleSignUp(account)}
                  isPending={registerState.isLoading}
                  fieldErrors={apiFieldErrors(registerState.error)}
                />
              </TabsContent>
            </StyledTabs>
          </Card>
        </AuthLayout>
      )}
    </>
  );
}
