import { styled } from 'styled-components';

const StyledSkipLink = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space(2)};
  left: ${({ theme }) => theme.space(2)};
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.night};
  color: ${({ theme }) => theme.color.onNight};
  font-weight: 600;
  transform: translateY(-200%);

  &:focus {
    transform: translateY(0);
  }
`;

export interface SkipLinkProps {
  targetId: string;
}

/** The first stop for keyboard users: jumps past the header to the page's content. */
export function SkipLink({ targetId }: SkipLinkProps) {
  return <StyledSkipLink href={`#${targetId}`}>Skip to content</StyledSkipLink>;
}
