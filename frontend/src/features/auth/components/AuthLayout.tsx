import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Container } from '../../../ui/Container';

const StyledBackdrop = styled.div`
  padding-block: ${({ theme }) => `${theme.space(12)} ${theme.space(20)}`};
  background:
    radial-gradient(circle at 15% 0%, ${({ theme }) => theme.color.sandSoft} 0, transparent 40%),
    ${({ theme }) => theme.color.paper};

  ${({ theme }) => theme.media.md} {
    padding-block: ${({ theme }) => `${theme.space(20)} ${theme.space(28)}`};
  }
`;

const StyledGrid = styled.div<{ $columns: 1 | 2 }>`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;
  max-width: ${({ $columns }) => ($columns === 2 ? '1000px' : '520px')};
  margin-inline: auto;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: ${({ $columns }) => ($columns === 2 ? '3fr 2fr' : '1fr')};
  }
`;

export interface AuthLayoutProps {
  children: ReactNode;
  /** A second card beside the form on wide screens (below it on small ones). */
  aside?: ReactNode;
}

/** The calm, centred frame of the sign-in pages. */
export function AuthLayout({ children, aside }: AuthLayoutProps) {
  return (
    <StyledBackdrop>
      <Container>
        <StyledGrid $columns={aside ? 2 : 1}>
          {children}
          {aside}
        </StyledGrid>
      </Container>
    </StyledBackdrop>
  );
}
