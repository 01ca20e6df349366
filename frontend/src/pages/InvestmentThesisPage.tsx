import { styled } from 'styled-components';
import { PublicPageIntro } from '../features/site/PublicPageIntro';
import { ButtonLink } from '../ui/Button';
import { CheckIcon, CrossIcon } from '../ui/icons';
import { Section } from '../ui/Section';
import { TextCardGrid } from '../ui/TextCardGrid';

const BUILDING = [
  {
    title: 'We build before we are asked',
    text: 'Our partners write code, run evaluations and sit in hiring loops. In the first year we are closer to a founding team member than to a board seat.',
  },
  {
    title: 'Talent from day one',
    text: 'Our programs place engineers, managers and analysts inside each company, so a seed-stage team ships like a much larger one.',
  },
  {
    title: 'Shared infrastructure',
    text: 'Compute, evaluation tooling, security reviews and negotiated contracts are ready on the first day instead of in the second year.',
  },
] as const;

const ADVANTAGE = [
  {
    title: 'The product learns',
    text: 'Every customer interaction improves the model, the prompts or the retrieval behind it. Competitors who bolt AI onto an old product cannot follow that curve.',
  },
  {
    title: 'The workflow is owned end to end',
    text: 'The companies we back do not sell a smarter feature; they take over a whole job, and they are paid for the outcome rather than the seat.',
  },
  {
    title: 'Falling costs are a tailwind',
    text: 'Inference gets cheaper every quarter. Businesses designed around AI turn that into margin; businesses designed around people turn it into price pressure.',
  },
] as const;

const APPROACH = [
  {
    title: 'Technical due diligence',
    text: 'Before we invest we look under the hood with the founders: the data, the evaluation harness, the failure modes, and what it costs to serve a customer. We share everything we find, whether we invest or not.',
  },
  {
    title: 'Hands-on support',
    text: 'After we invest, a partner works with the team every week: architecture reviews, first enterprise deals, the first ten hires, and the infrastructure to run models reliably in production.',
  },
] as const;

const SOUGHT = [
  'AI at the core of the product, not layered on top of it',
  'Founders with deep technical or domain expertise, ideally both',
  'A proprietary data advantage, or a clear path to one',
  'Markets where AI changes the unit economics, not only the interface',
  'Seed stage, with a plan to reach real customers within a year',
] as const;

const AVOIDED = [
  'Thin wrappers around another company’s model with no lasting edge',
  'Surveillance or products designed to deceive the people they affect',
  'Businesses that depend on hype cycles rather than customer value',
  'Crypto tokens and speculative financial products',
  'Companies where we cannot contribute more than capital',
] as const;

const StyledCardTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSize.xl};
`;

const StyledCardText = styled.p`
  margin-top: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.inkMuted};
`;

const StyledPair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const StyledCriteria = styled.div`
  padding: ${({ theme }) => theme.space(8)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.line};
`;

const StyledCriteriaList = styled.ul<{ $mark: 'yes' | 'no' }>`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => `${theme.space(5)} 0 0`};
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: ${({ theme }) => theme.space(3)};
  }

  svg {
    margin-top: ${({ theme }) => theme.space(1)};
    color: ${({ theme, $mark }) => ($mark === 'yes' ? theme.color.success : theme.color.danger)};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

function Actions() {
  return (
    <StyledActions>
      <ButtonLink to="/contact?interest=investment" variant="accent" size="lg">
        Share Your Pitch
      </ButtonLink>
      <ButtonLink to="/portfolio" variant="secondary" size="lg">
        See Our Portfolio
      </ButtonLink>
    </StyledActions>
  );
}

/** Spec section 2, "Thesis": a static page with the firm's investment thesis. */
export function InvestmentThesisPage() {
  return (
    <>
      <PublicPageIntro
        path="/investment-thesis"
        eyebrow="Investment Thesis"
        title="AI as Core Competitive Advantage"
        lead="The next generation of enduring technology companies will not use AI; they will be made of it. We back the founders building them, and we build alongside them."
        actions={<Actions />}
      />
      <Section
        title="Collaborative Company Building"
        lead="Capital is the least scarce thing a good founder needs. What we add is people, judgement and infrastructure, from the first week."
      >
        <TextCardGrid cards={BUILDING} look="outlined" />
      </Section>
      <Section
        title="Why AI Is the Core Advantage"
        lead="Software used to be a set of rules written once. AI products improve with every use, and that compounding is the moat."
        tone="night"
      >
        <TextCardGrid cards={ADVANTAGE} look="outlinedOnNight" />
      </Section>
      <Section title="Our Approach" tone="muted">
        <StyledPair>
          {APPROACH.map((item) => (
            <StyledCriteria key={item.title}>
              <StyledCardTitle>{item.title}</StyledCardTitle>
              <StyledCardText>{item.text}</StyledCardText>
            </StyledCriteria>
          ))}
        </StyledPair>
      </Section>
      <Section title="Investment Criteria">
        <StyledPair>
          <StyledCriteria>
            <StyledCardTitle>What we look for</StyledCardTitle>
            <StyledCriteriaList $mark="yes">
              {SOUGHT.map((item) => (
                <li key={item}>
                  <CheckIcon size={16} />
                  {item}
                </li>
              ))}
            </StyledCriteriaList>
          </StyledCriteria>
          <StyledCriteria>
            <StyledCardTitle>What we do not invest in</StyledCardTitle>
            <StyledCriteriaList $mark="no">
              {AVOIDED.map((item) => (
                <li key={item}>
                  <CrossIcon size={16} />
                  {item}
                </li>
              ))}
            </StyledCriteriaList>
          </StyledCriteria>
        </StyledPair>
      </Section>
      <Section
        title="Building something that should exist?"
        lead="Tell us what you are building and why now. A partner reads every pitch and replies within 24 hours."
        tone="muted"
      >
        <Actions />
      </Section>
    </>
  );
}
