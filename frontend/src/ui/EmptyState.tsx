import type { ReactNode } from 'react';
import { styled } from 'styled-components';

const StyledEmpty = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(14)} ${theme.space(6)}`};
  border: 1px dashed ${({ theme }) => theme.color.control};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  text-align: center;
`;

const StyledTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSize.xl};
`;

const StyledMessage = styled.p`
  max-width: 52ch;
  color: ${({ theme }) => theme.color.inkMuted};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

export interface EmptyStateProps {
  title?: string;
  message?: ReactNode;
  /** What the visitor can do next, e.g. Clear Filters. */
  actions?: ReactNode;
}

/** Stands in for a list with nothing to show, and says why. */
export function EmptyState({ title, message, actions }: EmptyStateProps) {
  return (
    <StyledEmpty>
      {title && <StyledTitle>{title}</StyledTitle>}
      {message && <StyledMessage>{message}</StyledMessage>}
      {actions && <StyledActions>{actions}</StyledActions>}
    </StyledEmpty>
  );
}
