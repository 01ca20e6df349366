import { useId } from 'react';
import { styled } from 'styled-components';
import { AudienceCards } from '../features/contact/components/AudienceCards';
import { ContactDetails } from '../features/contact/components/ContactDetails';
import { ContactForm } from '../features/contact/components/ContactForm';
import { PublicPageIntro } from '../features/site/PublicPageIntro';
import { Card, CardDescription, CardTitle } from '../ui/Card';
import { Container } from '../ui/Container';
import { Section } from '../ui/Section';
import { Island } from '../lib/Island';

const StyledLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(10)};
  padding-block: ${({ theme }) => theme.space(16)};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1fr 1.6fr;
    gap: ${({ theme }) => theme.space(16)};
    padding-block: ${({ theme }) => theme.space(24)};
  }
`;

const StyledFormBody = styled.div`
  margin-top: ${({ theme }) => theme.space(8)};
`;

export function ContactPage() {
  const formTitleId = useId();

  return (
    <>
      <PublicPageIntro path="/contact" eyebrow="Contact" title="Ready to Build the Future?" />
      <Container>
        <StyledLayout>
          <ContactDetails />
          <Card aria-labelledby={formTitleId}>
            <CardTitle id={formTitleId}>Send us a message</CardTitle>
            <CardDescription>
              A partner reads every message. We reply within 24 hours.
            </CardDescription>
            <StyledFormBody>
              <Island
                name="ContactForm"
                component={ContactForm}
                props={{ labelledBy: formTitleId }}
              />
            </StyledFormBody>
          </Card>
        </StyledLayout>
      </Container>
      <Section title="How We Can Help" tone="muted">
        <AudienceCards />
      </Section>
    </>
  );
}
