import { styled } from 'styled-components';
import { GridList } from '../../../ui/GridList';

const SUPPORT = [
  {
    title: 'Technical Talent Recruitment',
    text: 'We find and vet the engineers, ML researchers and engineering leaders a seed-stage company cannot yet attract alone, and our program alumni often join as early hires.',
  },
  {
    title: 'AI/ML Integration Guidance',
    text: 'Partners who have shipped models to production help choose architectures, set up evaluation, and turn a demo into a reliable product customers pay for.',
  },
  {
    title: 'Infrastructure & Resources',
    text: 'Compute credits, negotiated cloud and data agreements, security reviews and the shared tooling our companies would otherwise spend months building.',
  },
] as const;

const StyledItem = styled.li`
  padding: ${({ theme }) => theme.space(7)};
  border-top: 3px solid ${({ theme }) => theme.color.sand};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.nightRaised};
`;

const StyledTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSize.xl};
`;

const StyledText = styled.p`
  margin-top: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.onNightMuted};
`;

/** Spec section 2: what the firm gives its companies besides capital (on a night section). */
export function PortfolioSupport() {
  return (
    <GridList $columns={{ md: 3 }} $gap={6}>
      {SUPPORT.map((item) => (
        <StyledItem key={item.title}>
          <StyledTitle>{item.title}</StyledTitle>
          <StyledText>{item.text}</StyledText>
        </StyledItem>
      ))}
    </GridList>
  );
}
