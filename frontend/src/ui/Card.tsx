import type { ComponentProps } from 'react';
import { styled } from 'styled-components';

const StyledCard = styled.section`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  padding: ${({ theme }) => theme.space(6)};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space(8)};
  }
`;

const StyledCardTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSize['2xl']};
`;

const StyledCardDescription = styled.p`
  margin-top: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.inkMuted};
`;

export type CardProps = ComponentProps<'section'>;

/** A raised surface grouping one piece of content; a region when given an accessible name. */
export function Card(props: CardProps) {
  return <StyledCard {...props} />;
}

export type CardTitleProps = ComponentProps<'h2'>;

export function CardTitle(props: CardTitleProps) {
  return <StyledCardTitle {...props} />;
}

export type CardDescriptionProps = ComponentProps<'p'>;

export function CardDescription(props: CardDescriptionProps) {
  return <StyledCardDescription {...props} />;
}
