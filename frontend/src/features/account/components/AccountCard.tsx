import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Card, CardDescription } from '../../../ui/Card';

const StyledTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSize['3xl']};
`;

const StyledBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

export interface AccountCardProps {
  id: string;
  title: string;
  description: ReactNode;
  children: ReactNode;
}

/** The one card of a page reached from a mail (verify, reset) or from sign-in (forgot). */
export function AccountCard({ id, title, description, children }: AccountCardProps) {
  return (
    <Card aria-labelledby={id}>
      <StyledTitle id={id}>{title}</StyledTitle>
      <CardDescription>{description}</CardDescription>
      <StyledBody>{children}</StyledBody>
    </Card>
  );
}
