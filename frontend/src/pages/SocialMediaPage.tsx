import { lazy, Suspense } from 'react';
import { AccessNotice } from '../features/auth/components/AccessNotice';
import { SessionGate } from '../features/auth/components/SessionGate';
import { useSignInPath } from '../features/auth/returnPath';
import { useSession } from '../features/auth/useSession';
import { PageMeta } from '../features/site/PageMeta';
import { ButtonLink } from '../ui/Button';
import { LoadingScreen } from '../ui/LoadingScreen';
import { PageHeader } from '../ui/PageHeader';

const DESCRIPTION =
  'Create, schedule and analyse posts for X, LinkedIn, Facebook and Instagram from one place.';

// The screen's code (its date picker, X's character counting) is fetched only for a member.
const SocialMediaScreen = lazy(() =>
  import('../features/social/components/SocialMediaScreen').then((module) => ({
    default: module.SocialMediaScreen,
  })),
);

const MEMBERS_ONLY = 'Social media automation is available to members and admins only.';

/**
 * Why the page is closed, with the way in that fits the visitor: signing in for someone signed
 * out; asking for an upgrade for a guest, who is already signed in (sending them to /auth would
 * only bounce them home).
 */
function MemberAccessNotice() {
  const { user } = useSession();
  const signIn = useSignInPath('/auth');
  if (!user) {
    return (
      <AccessNotice
        title="Member Access Required"
        message={MEMBERS_ONLY}
        action={<ButtonLink to={signIn}>Sign In or Create Account</ButtonLink>}
      />
    );
  }
  return (
    <AccessNotice
      title="Member Access Required"
      message={MEMBERS_ONLY}
      detail="Your account is a guest account. We upgrade accounts to member on request."
      action={<ButtonLink to="/contact?interest=other">Ask for Member Access</ButtonLink>}
    />
  );
}

/**
 * Spec section 2, "Social media screen": members and admins only. Visitors who may not use it
 * see why, with their way in, instead of being bounced to /auth without an explanation.
 */
export function SocialMediaPage() {
  return (
    <>
      <PageMeta title="Social Media" description={DESCRIPTION} noIndex />
      <SessionGate
        allows={({ permissions }) => permissions.canViewSocialMedia}
        fallback={<MemberAccessNotice />}
      >
        <PageHeader eyebrow="Members" title="Social Media Automation" lead={DESCRIPTION} />
        <Suspense fallback={<LoadingScreen message="Loading social media automation..." />}>
          <SocialMediaScreen />
        </Suspense>
      </SessionGate>
    </>
  );
}
