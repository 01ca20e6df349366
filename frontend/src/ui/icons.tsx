import type { ReactNode } from 'react';
import { styled } from 'styled-components';

const StyledIcon = styled.svg<{ $size: number }>`
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  fill: none;
  stroke: currentColor;
  stroke-width: 2;
  stroke-linecap: round;
  stroke-linejoin: round;
`;

export interface IconProps {
  size?: number;
}

/** A decorative line icon (24 px grid); the text or label beside it names the action. */
export function defineIcon(paths: ReactNode) {
  return function Icon({ size = 18 }: IconProps) {
    return (
      <StyledIcon viewBox="0 0 24 24" aria-hidden="true" focusable="false" $size={size}>
        {paths}
      </StyledIcon>
    );
  };
}

export const ArrowRightIcon = defineIcon(<path d="M5 12h14M13 6l6 6-6 6" />);
export const ExternalLinkIcon = defineIcon(
  <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
);
export const CheckIcon = defineIcon(<path d="m5 12 5 5 9-10" />);
export const CrossIcon = defineIcon(<path d="M6 6l12 12M18 6 6 18" />);
export const LinkedInIcon = defineIcon(
  <>
    <rect x="3" y="3" width="18" height="18" rx="3" />
    <path d="M8 10v7M8 7v.01M12 17v-4a2 2 0 0 1 4 0v4M12 10v7" />
  </>,
);
export const XLogoIcon = defineIcon(
  <path d="M4 4h4.5L20 20h-4.5ZM19.5 4l-6.4 7.3M4.5 20l6.4-7.3" />,
);
