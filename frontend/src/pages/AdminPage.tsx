import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { AccessNotice } from '../features/auth/components/AccessNotice';
import { SessionGate } from '../features/auth/components/SessionGate';
import { useSignInPath } from '../features/auth/returnPath';
import { useSession } from '../features/auth/useSession';
import { sectionLabel } from '../features/admin/adminSections';
import { PageMeta } from '../features/site/PageMeta';
import { ButtonLink } from '../ui/Button';
import { LoadingScreen } from '../ui/LoadingScreen';
import { PageHeader } from '../ui/PageHeader';

const DESCRIPTION =
  'Manage the portfolio, team, articles, programs and accounts, and answer what comes in.';

// The console's code (and its Markdown libraries) is fetched only once an admin is confirmed.
const AdminDashboard = lazy(() =>
  import('../features/admin/dashboard/AdminDashboard').then((module) => ({
    default: module.AdminDashboard,
  })),
);

const DENIED = "You don't have permission to access the admin dashboard.";

/**
 * Why the dashboard is closed, with the way in that fits the visitor: signing in (and coming
 * back here) for someone signed out; the home page for someone signed in without the role.
 */
function AdminAccessNotice() {
  const { user } = useSession();
  const signIn = useSignInPath();
  if (!user) {
    return (
      <AccessNotice
        title="Access Denied"
        message={DENIED}
        detail="Sign in with an admin account to open it."
        action={<ButtonLink to={signIn}>Sign In</ButtonLink>}
      />
    );
  }
  return (
    <AccessNotice
      title="Access Denied"
      message={DENIED}
      action={
        <ButtonLink to="/" variant="secondary">
          Go to the home page
        </ButtonLink>
      }
    />
  );
}

/** Spec section 2, "Admin Dashboard": admins only; everyone else is told why not. */
export function AdminPage() {
  const section = sectionLabel(useParams()['*']);
  const title =
    section && section !== 'Overview' ? `${section} · Admin Dashboard` : 'Admin Dashboard';

  return (
    <>
      <PageMeta title={title} description={DESCRIPTION} noIndex />
      <SessionGate
        allows={({ permissions }) => permissions.canAccessAdmin}
        fallback={<AdminAccessNotice />}
      >
        <PageHeader eyebrow="Admin" title="Admin Dashboard" lead={DESCRIPTION} />
        <Suspense fallback={<LoadingScreen message="Loading the dashboard..." />}>
          <AdminDashboard />
        </Suspense>
      </SessionGate>
    </>
  );
}
