import type { ReactNode } from 'react';
import { styled } from 'styled-components';

export type AlertVariant = 'destructive' | 'info';

const StyledAlert = styled.div<{ $variant: AlertVariant }>`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border: 1px solid currentColor;
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme, $variant }) => ($variant === 'destructive' ? theme.color.danger : theme.color.info)};
  background: ${({ theme, $variant }) =>
    $variant === 'destructive' ? theme.color.dangerSoft : theme.color.infoSoft};
`;

const StyledAlertTitle = styled.p`
  font-weight: 600;
`;

export interface AlertProps {
  variant?: AlertVariant;
  title?: string;
  children: ReactNode;
}

/** A message about what just happened; announced at once (`role="alert"`). */
export function Alert({ variant = 'destructive', title, children }: AlertProps) {
  return (
    <StyledAlert role="alert" $variant={variant}>
      {title && <StyledAlertTitle>{title}</StyledAlertTitle>}
      <p>{children}</p>
    </StyledAlert>
  );
}
