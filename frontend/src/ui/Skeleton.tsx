import { keyframes, styled } from 'styled-components';
import { VisuallyHidden } from './VisuallyHidden';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`;

/** A grey block standing in for content that is loading (purely visual: hidden from readers). */
export const Skeleton = styled.span.attrs({ 'aria-hidden': true })<{
  $height?: string;
  $width?: string;
}>`
  display: block;
  width: ${({ $width }) => $width ?? '100%'};
  height: ${({ $height }) => $height ?? '1em'};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceMuted};
  animation: ${pulse} 1.6s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const StyledGrid = styled.div<{ $columns: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
`;

const StyledCard = styled.div<{ $height: string }>`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(3)};
  min-height: ${({ $height }) => $height};
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
`;

export interface SkeletonCardsProps {
  count: number;
  /** Columns from the large breakpoint up (two from medium, one below). */
  columns?: number;
  /** Close to the real cards' height, so nothing jumps when they arrive. */
  height?: string;
  /** Announced to screen readers instead of the grey blocks. */
  label?: string;
}

/** Placeholder cards while a list loads: the page keeps its shape. */
export function SkeletonCards({
  count,
  columns = 3,
  height = '320px',
  label = 'Loading...',
}: SkeletonCardsProps) {
  return (
    <div role="status">
      <VisuallyHidden>{label}</VisuallyHidden>
      <StyledGrid $columns={columns}>
        {Array.from({ length: count }, (_, index) => (
          <StyledCard key={index} $height={height}>
            <Skeleton $height="56px" $width="56px" />
            <Skeleton $height="1.4em" $width="60%" />
            <Skeleton />
            <Skeleton $width="85%" />
            <Skeleton $width="70%" />
          </StyledCard>
        ))}
      </StyledGrid>
    </div>
  );
}
