import type { ReactNode } from 'react';
import { css, styled } from 'styled-components';

export type BadgeVariant = 'neutral' | 'sand' | 'success' | 'info' | 'danger' | 'night';

const tones = {
  neutral: css`
    color: ${({ theme }) => theme.color.inkMuted};
    background: ${({ theme }) => theme.color.surfaceMuted};
  `,
  sand: css`
    color: ${({ theme }) => theme.color.sandDeep};
    background: ${({ theme }) => theme.color.sandSoft};
  `,
  success: css`
    color: ${({ theme }) => theme.color.success};
    background: ${({ theme }) => theme.color.successSoft};
  `,
  info: css`
    color: ${({ theme }) => theme.color.info};
    background: ${({ theme }) => theme.color.infoSoft};
  `,
  danger: css`
    color: ${({ theme }) => theme.color.danger};
    background: ${({ theme }) => theme.color.dangerSoft};
  `,
  night: css`
    color: ${({ theme }) => theme.color.onNight};
    background: ${({ theme }) => theme.color.night};
  `,
};

const StyledBadge = styled.span<{ $variant: BadgeVariant }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2.5)}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 600;
  letter-spacing: 0.02em;
  white-space: nowrap;
  ${({ $variant }) => tones[$variant]}
`;

export interface BadgeProps {
  variant?: BadgeVariant;
  children: ReactNode;
}

export function Badge({ variant = 'neutral', children }: BadgeProps) {
  return <StyledBadge $variant={variant}>{children}</StyledBadge>;
}
