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

/** Decorative line icons (24 px grid); the text or label beside them names the action. */
function icon(paths: ReactNode) {
  return function Icon({ size = 18 }: IconProps) {
    return (
      <StyledIcon viewBox="0 0 24 24" aria-hidden="true" focusable="false" $size={size}>
        {paths}
      </StyledIcon>
    );
  };
}

export const ArrowRightIcon = icon(<path d="M5 12h14M13 6l6 6-6 6" />);
export const ExternalLinkIcon = icon(
  <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
);
export const SearchIcon = icon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
);
export const MailIcon = icon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </>,
);
export const MapPinIcon = icon(
  <>
    <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11Z" />
    <circle cx="12" cy="10" r="2.5" />
  </>,
);
export const ClockIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
export const LinkIcon = icon(
  <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />,
);
export const CheckIcon = icon(<path d="m5 12 5 5 9-10" />);
export const CrossIcon = icon(<path d="M6 6l12 12M18 6 6 18" />);
export const LinkedInIcon = icon(
  <>
    <rect x="3" y="3" width="18" height="18" rx="3" />
    <path d="M8 10v7M8 7v.01M12 17v-4a2 2 0 0 1 4 0v4M12 10v7" />
  </>,
);
export const XLogoIcon = icon(<path d="M4 4h4.5L20 20h-4.5ZM19.5 4l-6.4 7.3M4.5 20l6.4-7.3" />);
