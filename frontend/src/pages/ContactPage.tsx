import { styled } from 'styled-components';
import { PageMeta } from '../features/site/PageMeta';
import { useSiteConfig } from '../features/site/SiteConfigProvider';
import { PageHeader } from '../ui/PageHeader';

const DESCRIPTION =
  'Founders, limited partners, talent and press: tell us what you are building or looking for. We respond within 24 hours.';

const StyledMail = styled.a`
  color: ${({ theme }) => theme.color.sandDeep};
  font-weight: 600;
  text-underline-offset: 4px;
`;

/** Placeholder until the contact form is built (spec section 2, "Contact"); email works today. */
export function ContactPage() {
  const { firmEmail } = useSiteConfig();

  return (
    <>
      <PageMeta title="Contact" description={DESCRIPTION} />
      <PageHeader
        eyebrow="Contact"
        title="Ready to Build the Future?"
        lead={
          <>
            {DESCRIPTION} Write to us at{' '}
            <StyledMail href={`mailto:${firmEmail}`}>{firmEmail}</StyledMail>.
          </>
        }
      />
    </>
  );
}
