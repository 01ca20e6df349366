import { AccessNotice } from '../features/auth/components/AccessNotice';
import { SessionGate } from '../features/auth/components/SessionGate';
import { PageMeta } from '../features/site/PageMeta';
import { ButtonLink } from '../ui/Button';
import { PageHeader } from '../ui/PageHeader';

const DESCRIPTION =
  'Create, schedule and analyse posts for X, LinkedIn, Facebook and Instagram from one place.';

/**
 * Placeholder until social media automation is built (spec section 2). Visitors who may not use it
 * see why, with the way in (/auth), instead of being bounced there without an explanation.
 */
export function SocialMediaPage() {
  return (
    <>
      <PageMeta title="Social Media" description={DESCRIPTION} noIndex />
      <SessionGate
        allows={({ permissions }) => permissions.canViewSocialMedia}
        fallback={
          <AccessNotice
            title="Member Access Required"
            message="Social media automation is available to members and admins only."
            action={<ButtonLink to="/auth">Sign In or Create Account</ButtonLink>}
          />
        }
      >
        <PageHeader eyebrow="Members" title="Social Media Automation" lead={DESCRIPTION} />
      </SessionGate>
    </>
  );
}
