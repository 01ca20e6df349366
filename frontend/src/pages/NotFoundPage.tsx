import { NOT_FOUND_PAGE } from '@sandglass/shared';
import { PageMeta } from '../features/site/PageMeta';
import { ButtonLink } from '../ui/Button';
import { PageHeader } from '../ui/PageHeader';

/** Every path the router does not know, and an article that does not exist (spec section 2). */
export function NotFoundPage() {
  return (
    <>
      <PageMeta {...NOT_FOUND_PAGE} noIndex />
      <PageHeader
        title="404 Page Not Found"
        lead={NOT_FOUND_PAGE.description}
        actions={<ButtonLink to="/">Go to the home page</ButtonLink>}
      />
    </>
  );
}
