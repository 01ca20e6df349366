import { hasRole } from '@sandglass/shared';
import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import { SessionGate } from '../features/auth/components/SessionGate';
import { useSignInPath } from '../features/auth/returnPath';
import { useSession } from '../features/auth/useSession';
import { PageMeta } from '../features/site/PageMeta';
import { LoadingScreen } from '../ui/LoadingScreen';
import { PageHeader } from '../ui/PageHeader';

const DESCRIPTION =
  'Generate investment insights, company analyses and blog drafts with a choice of language models.';

// The playground's code (and its Markdown libraries) is fetched only for a signed-in visitor.
const AiPlayground = lazy(() =>
  import('../features/ai/components/AiPlayground').then((module) => ({
    default: module.AiPlayground,
  })),
);

/**
 * Spec section 2, "AI Playground": signed-in users only; a signed-out visitor is sent to sign in
 * and brought back here. Guests may use it too, so it is labelled for members only when the
 * viewer is one.
 */
export function AiPlaygroundPage() {
  const signIn = useSignInPath();
  const { user } = useSession();
  return (
    <>
      <PageMeta title="AI Playground" description={DESCRIPTION} noIndex />
      <SessionGate allows={({ user }) => user !== null} fallback={<Navigate to={signIn} replace />}>
        <PageHeader
          eyebrow={hasRole(user, 'member') ? 'Members' : undefined}
          title="AI Playground"
          lead={DESCRIPTION}
        />
        <Suspense fallback={<LoadingScreen message="Loading the AI Playground..." />}>
          <AiPlayground />
        </Suspense>
      </SessionGate>
    </>
  );
}
