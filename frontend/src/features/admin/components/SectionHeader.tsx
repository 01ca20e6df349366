import type { ReactNode } from 'react';
import { styled } from 'styled-components';

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSize['2xl']};
`;

const StyledLead = styled.p`
  max-width: 62ch;
  margin-top: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.inkMuted};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

export interface SectionHeaderProps {
  title: string;
  lead?: ReactNode;
  /** e.g. the section's Add button. */
  actions?: ReactNode;
}

/** A dashboard section's heading (the page's second level), what it is for, and its actions. */
export function SectionHeader({ title, lead, actions }: SectionHeaderProps) {
  return (
    <StyledHeader>
      <div>
        <StyledTitle>{title}</StyledTitle>
        {lead && <StyledLead>{lead}</StyledLead>}
      </div>
      {actions && <StyledActions>{actions}</StyledActions>}
    </StyledHeader>
  );
}
