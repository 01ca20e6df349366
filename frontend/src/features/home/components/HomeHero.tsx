import { styled } from 'styled-components';
import { ButtonRow } from '../../../ui/ButtonRow';
import { ButtonLink } from '../../../ui/Button';
import { Container } from '../../../ui/Container';
import { HeroCanvas } from './HeroCanvas';
import { Island } from '../../../lib/Island';

const StyledHero = styled.section`
  position: relative;
  overflow: hidden;
  padding-block: ${({ theme }) => `${theme.space(20)} ${theme.space(24)}`};
  background:
    radial-gradient(circle at 80% 20%, ${({ theme }) => theme.color.nightLine} 0, transparent 40%),
    radial-gradient(
      circle at 10% 110%,
      ${({ theme }) => theme.color.nightRaised} 0,
      transparent 50%
    ),
    ${({ theme }) => theme.color.night};
  color: ${({ theme }) => theme.color.onNight};

  ${({ theme }) => theme.media.md} {
    padding-block: ${({ theme }) => `${theme.space(32)} ${theme.space(36)}`};
  }
`;

const StyledContent = styled(Container)`
  position: relative;
`;

const StyledEyebrow = styled.p`
  color: ${({ theme }) => theme.color.sand};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  letter-spacing: 0.1em;
  text-transform: uppercase;
`;

const StyledTitle = styled.h1`
  max-width: 18ch;
  margin-top: ${({ theme }) => theme.space(5)};
  font-size: ${({ theme }) => theme.fontSize['4xl']};
  font-weight: 500;

  em {
    color: ${({ theme }) => theme.color.sand};
    font-style: italic;
  }
`;

const StyledLead = styled.p`
  max-width: 56ch;
  margin-top: ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.color.onNightMuted};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

export interface HomeHeroProps {
  firmName: string;
}

/** Spec section 1's message, over the animated sand and network. */
export function HomeHero({ firmName }: HomeHeroProps) {
  return (
    <StyledHero aria-labelledby="home-title">
      <Island name="HeroCanvas" component={HeroCanvas} />
      <StyledContent>
        <StyledEyebrow>AI-focused venture capital · San Francisco</StyledEyebrow>
        <StyledTitle id="home-title">
          We partner with founders of technology companies that will thrive in the{' '}
          <em>new economy</em>.
        </StyledTitle>
        <StyledLead>
          {firmName} builds AI companies together with their founders: technical diligence, hands-on
          support and the talent to ship.
        </StyledLead>
        <ButtonRow $spaceAbove={10}>
          <ButtonLink to="/investment-thesis" variant="accent" size="lg">
            Read Our Thesis
          </ButtonLink>
          <ButtonLink to="/portfolio" variant="inverse" size="lg">
            See Our Portfolio
          </ButtonLink>
        </ButtonRow>
      </StyledContent>
    </StyledHero>
  );
}
