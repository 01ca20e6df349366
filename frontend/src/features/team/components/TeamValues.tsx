import { styled } from 'styled-components';
import { GridList } from '../../../ui/GridList';

const VALUES = [
  {
    title: 'Founders first',
    text: 'We earn our place at the table by doing real work for the company, not by holding a board seat.',
  },
  {
    title: 'Technical depth',
    text: 'We read the code, run the evaluations and talk to the users before we form an opinion.',
  },
  {
    title: 'Long-term partnership',
    text: 'We back a small number of companies and stay with them through every hard quarter.',
  },
  {
    title: 'Responsible AI',
    text: 'We build products that are safe, honest about their limits and worth the trust people place in them.',
  },
] as const;

const StyledList = styled(GridList)`
  counter-reset: value;
`;

const StyledValue = styled.li`
  counter-increment: value;
  padding-top: ${({ theme }) => theme.space(5)};
  border-top: 1px solid ${({ theme }) => theme.color.control};

  &::before {
    content: '0' counter(value);
    display: block;
    margin-bottom: ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.color.sandDeep};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 600;
    letter-spacing: 0.08em;
  }
`;

const StyledTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSize.xl};
`;

const StyledText = styled.p`
  margin-top: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.inkMuted};
`;

/** The firm's four values. */
export function TeamValues() {
  return (
    <StyledList as="ol" $columns={{ sm: 2, lg: 4 }} $gap={6}>
      {VALUES.map((value) => (
        <StyledValue key={value.title}>
          <StyledTitle>{value.title}</StyledTitle>
          <StyledText>{value.text}</StyledText>
        </StyledValue>
      ))}
    </StyledList>
  );
}
