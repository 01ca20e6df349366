import { PageMeta } from '../features/site/PageMeta';
import { ButtonLink } from '../ui/Button';
import { PageHeader } from '../ui/PageHeader';

/** Every path the router does not know (spec section 2). */
export function NotFoundPage() {
  return (
    <>
      <PageMeta
        title="Page Not Found"
        description="The page you are looking for does not exist or has moved."
        noIndex
      />
      <PageHeader
        title="404 Page Not Found"
        lead="The page you are looking for does not exist or has moved."
        actions={<ButtonLink to="/">Go to the home page</ButtonLink>}
      />
    </>
  );
}
