import { AccessNotice } from '../features/auth/components/AccessNotice';
import { SessionGate } from '../features/auth/components/SessionGate';
import { PageMeta } from '../features/site/PageMeta';
import { ButtonLink } from '../ui/Button';
import { PageHeader } from '../ui/PageHeader';

const DESCRIPTION =
  'Generate investment insights, company analyses and blog drafts with a choice of language models.';

/** Placeholder until the playground is built (spec section 2, "AI Playground"): signed-in users only. */
export function AiPlaygroundPage() {
  return (
    <>
      <PageMeta title="AI Playground" description={DESCRIPTION} noIndex />
      <SessionGate
        allows={({ user }) => user !== null}
        fallback={
          <AccessNotice
            title="Sign In Required"
            message="The AI Playground is available to signed-in users."
            action={<ButtonLink to="/login">Sign In</ButtonLink>}
          />
        }
      >
        <PageHeader eyebrow="Members" title="AI Playground" lead={DESCRIPTION} />
      </SessionGate>
    </>
  );
}
