import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { ButtonRow } from './ButtonRow';
import { Container } from './Container';

const StyledPageHeader = styled.header`
  padding-block: ${({ theme }) => `${theme.space(16)} ${theme.space(10)}`};
  border-bottom: 1px solid ${({ theme }) => theme.color.line};
  background:
    radial-gradient(circle at 85% 0%, ${({ theme }) => theme.color.sandSoft} 0, transparent 45%),
    ${({ theme }) => theme.color.paper};

  ${({ theme }) => theme.media.md} {
    padding-block: ${({ theme }) => `${theme.space(24)} ${theme.space(14)}`};
  }
`;

const StyledEyebrow = styled.p`
  margin-bottom: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.sandDeep};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const StyledTitle = styled.h1`
  max-width: 22ch;
  font-size: ${({ theme }) => theme.fontSize['4xl']};
`;

const StyledLead = styled.p`
  max-width: 60ch;
  margin-top: ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

export interface PageHeaderProps {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
}

/** A page's opening: its one <h1>, a sentence about it, and optional calls to action. */
export function PageHeader({ eyebrow, title, lead, actions }: PageHeaderProps) {
  return (
    <StyledPageHeader>
      <Container>
        {eyebrow && <StyledEyebrow>{eyebrow}</StyledEyebrow>}
        <StyledTitle>{title}</StyledTitle>
        {lead && <StyledLead>{lead}</StyledLead>}
        {actions && <ButtonRow $spaceAbove={8}>{actions}</ButtonRow>}
      </Container>
    </StyledPageHeader>
  );
}
