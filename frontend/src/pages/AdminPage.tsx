import { AccessNotice } from '../features/auth/components/AccessNotice';
import { SessionGate } from '../features/auth/components/SessionGate';
import { PageMeta } from '../features/site/PageMeta';
import { ButtonLink } from '../ui/Button';
import { PageHeader } from '../ui/PageHeader';

const DESCRIPTION = 'Portfolio companies, team, blog posts and contact submissions at a glance.';

/** Placeholder until the admin dashboard is built (spec section 2, "Admin Dashboard"): admins only. */
export function AdminPage() {
  return (
    <>
      <PageMeta title="Admin Dashboard" description={DESCRIPTION} noIndex />
      <SessionGate
        allows={({ permissions }) => permissions.canAccessAdmin}
        fallback={
          <AccessNotice
            title="Access Denied"
            message="You don't have permission to access the admin dashboard."
            action={
              <ButtonLink to="/" variant="secondary">
                Go to the home page
              </ButtonLink>
            }
          />
        }
      >
        <PageHeader eyebrow="Admin" title="Admin Dashboard" lead={DESCRIPTION} />
      </SessionGate>
    </>
  );
}
