import { styled } from 'styled-components';
import { GridList } from '../../../ui/GridList';

const AUDIENCES = [
  {
    title: 'For Entrepreneurs',
    text: 'Building an AI-first company? Share your pitch: what you are building, for whom, and why now. A partner reads every one.',
    topic: 'Seeking Investment',
  },
  {
    title: 'For Talent',
    text: 'Engineers, managers and analysts: join a program or a portfolio company and build alongside founders.',
    topic: 'Internship Programs',
  },
  {
    title: 'For LPs',
    text: 'Institutions and family offices interested in our funds: we will share our materials and arrange a call.',
    topic: 'Becoming an LP',
  },
  {
    title: 'General',
    text: 'Press, partnerships, events or anything else: tell us what you need and we will route it to the right person.',
    topic: 'Partnership Opportunities or Other',
  },
] as const;

const StyledCard = styled.li`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
`;

const StyledTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSize.xl};
`;

const StyledText = styled.p`
  color: ${({ theme }) => theme.color.inkMuted};
`;

const StyledTopic = styled.p`
  color: ${({ theme }) => theme.color.sandDeep};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
`;

/** The four informational cards: who writes to us, and which subject to choose in the form. */
export function AudienceCards() {
  return (
    <GridList $columns={{ sm: 2, lg: 4 }} $gap={5}>
      {AUDIENCES.map((audience) => (
        <StyledCard key={audience.title}>
          <StyledTitle>{audience.title}</StyledTitle>
          <StyledText>{audience.text}</StyledText>
          <StyledTopic>Choose: {audience.topic}</StyledTopic>
        </StyledCard>
      ))}
    </GridList>
  );
}
