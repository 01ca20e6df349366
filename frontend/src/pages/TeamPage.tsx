import { styled } from 'styled-components';
import { PublicPageIntro } from '../features/site/PublicPageIntro';
import { useSiteConfig } from '../features/site/SiteConfigProvider';
import { AdvisoryNetwork } from '../features/team/components/AdvisoryNetwork';
import { TeamDirectory } from '../features/team/components/TeamDirectory';
import { TeamValues } from '../features/team/components/TeamValues';
import { ButtonAnchor, ButtonLink } from '../ui/Button';
import { Section } from '../ui/Section';
import { Island } from '../lib/Island';

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

/** A resume is a file: an email (with the subject filled in) carries it, the contact form cannot. */
function resumeMailto(email: string, firmName: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(`Resume for ${firmName}`)}`;
}

export function TeamPage() {
  const { firmEmail, firmName } = useSiteConfig();

  return (
    <>
      <PublicPageIntro path="/team" eyebrow="Team" title="Meet Our Team" />
      <Island name="TeamDirectory" component={TeamDirectory} />
      <Section
        title="Technical Advisory Network"
        eyebrow="Beyond our team"
        lead="Every founder we back can call on a network of people who have built what they are building."
        tone="night"
      >
        <AdvisoryNetwork />
      </Section>
      <Section title="Our Values" tone="paper">
        <TeamValues />
      </Section>
      <Section
        title="Join Our Team"
        lead="We hire engineers, analysts and operators who want to build companies, through our programs and directly."
        tone="muted"
      >
        <StyledActions>
          <ButtonLink to="/programs">View Open Positions</ButtonLink>
          <ButtonAnchor href={resumeMailto(firmEmail, firmName)} variant="secondary">
            Send Your Resume
          </ButtonAnchor>
        </StyledActions>
      </Section>
    </>
  );
}
