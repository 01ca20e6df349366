import { ButtonLink } from '../../../ui/Button';
import { AccountSection } from './AccountSection';

/** Where personal API tokens and webhooks are managed: a page of their own, /account/api. */
export function ApiAccessSection() {
  return (
    <AccountSection
      id="api-access"
      title="API access"
      description="Personal API tokens let scripts and other tools call the API as you, with the scopes you choose; webhooks tell your own server when your posts go out or fail."
    >
      <div>
        <ButtonLink to="/account/api" variant="secondary">
          Manage API tokens and webhooks
        </ButtonLink>
      </div>
    </AccountSection>
  );
}
