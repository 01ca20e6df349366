import { styled } from 'styled-components';

const StyledMark = styled.svg`
  width: 28px;
  height: 28px;
  flex: none;
`;

const StyledFrame = styled.path`
  fill: none;
  stroke: currentColor;
  stroke-width: 2;
  stroke-linecap: round;
  stroke-linejoin: round;
`;

const StyledSand = styled.path`
  fill: ${({ theme }) => theme.color.sand};
`;

export interface HourglassMarkProps {
  className?: string;
}

/** The firm's mark: a small hourglass (decorative; the firm name next to it is the label). */
export function HourglassMark({ className }: HourglassMarkProps) {
  return (
    <StyledMark className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <StyledSand d="M11 9.5h10c-.6 2.6-2.6 4.4-5 5.6-2.4-1.2-4.4-3-5-5.6ZM16 20.5c2.6 0 5.3 2.2 6 5.5H10c.7-3.3 3.4-5.5 6-5.5Z" />
      <StyledFrame d="M7 4h18M7 28h18M9 4c0 6 3 9 7 12-4 3-7 6-7 12M23 4c0 6-3 9-7 12 4 3 7 6 7 12" />
    </StyledMark>
  );
}
