import { styled } from 'styled-components';
import { GridList } from '../../../ui/GridList';

/** Spec section 9's advisory figures. */
const FIGURES = [
  {
    value: '100+',
    label: 'Technical advisors',
    text: 'Researchers and engineers from leading AI labs and infrastructure companies.',
  },
  {
    value: '50+',
    label: 'Companies represented',
    text: 'Operators who have scaled AI products from prototype to millions of users.',
  },
  {
    value: '24/7',
    label: 'Founder support',
    text: 'A question about a model, a hire or an outage gets an expert answer fast.',
  },
] as const;

const StyledFigure = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(7)};
  border: 1px solid ${({ theme }) => theme.color.nightLine};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

const StyledValue = styled.dd`
  order: -1;
  margin: 0;
  color: ${({ theme }) => theme.color.sand};
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize['4xl']};
  line-height: ${({ theme }) => theme.lineHeight.tight};
`;

const StyledLabel = styled.dt`
  font-weight: 600;
`;

const StyledText = styled.dd`
  margin: 0;
  color: ${({ theme }) => theme.color.onNightMuted};
`;

/** The Technical Advisory Network's figures (for a night section). */
export function AdvisoryNetwork() {
  return (
    <GridList as="dl" $columns={{ md: 3 }} $gap={6}>
      {FIGURES.map((figure) => (
        <StyledFigure key={figure.label}>
          <StyledLabel>{figure.label}</StyledLabel>
          <StyledValue>{figure.value}</StyledValue>
          <StyledText>{figure.text}</StyledText>
        </StyledFigure>
      ))}
    </GridList>
  );
}
