import { useId } from 'react';
import { css, keyframes, styled } from 'styled-components';

/** Spec "Shared elements": the decorative sand is capped at 25 grains on top, 8 falling, 30 below. */
export const HOURGLASS_GRAINS = { top: 25, falling: 8, bottom: 30 } as const;

const CYCLE = '4s';
const GRAIN_SPACING = 7;
const CENTER_X = 60;

interface Grain {
  x: number;
  y: number;
}

/** A pile of grains, row by row (`rows` = grains per row), centred on the neck. */
function pile(rows: readonly number[], firstRowY: number, rowStep: number): Grain[] {
  return rows.flatMap((count, row) =>
    Array.from({ length: count }, (_, i) => ({
      x: CENTER_X + (i - (count - 1) / 2) * GRAIN_SPACING,
      y: firstRowY + row * rowStep,
    })),
  );
}

const TOP_GRAINS = pile([7, 6, 5, 4, 3], 36, 7).slice(0, HOURGLASS_GRAINS.top);
const BOTTOM_GRAINS = pile([8, 7, 6, 5, 4], 134, -7).slice(0, HOURGLASS_GRAINS.bottom);
const FALLING = Array.from({ length: HOURGLASS_GRAINS.falling }, (_, i) => i);

const flip = keyframes`
  0%, 85% { transform: rotate(0deg); }
  100% { transform: rotate(180deg); }
`;

const drain = keyframes`
  0% { transform: translateY(0); }
  85%, 100% { transform: translateY(44px); }
`;

const fill = keyframes`
  0% { transform: translateY(40px); }
  85%, 100% { transform: translateY(0); }
`;

const stream = keyframes`
  0%, 80% { opacity: 1; }
  84%, 100% { opacity: 0; }
`;

const fall = keyframes`
  from { transform: translateY(0); opacity: 1; }
  to { transform: translateY(26px); opacity: 0.2; }
`;

const still = css`
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const StyledSvg = styled.svg`
  width: 72px;
  height: auto;
  overflow: visible;
`;

const StyledFlip = styled.g`
  transform-box: view-box;
  transform-origin: 60px 80px;
  animation: ${flip} ${CYCLE} ${({ theme }) => theme.motion.easing} infinite;
  ${still}
`;

const StyledDrain = styled.rect`
  animation: ${drain} ${CYCLE} linear infinite;
  ${still}
`;

const StyledFill = styled.rect`
  animation: ${fill} ${CYCLE} linear infinite;
  ${still}
`;

const StyledStream = styled.g`
  animation: ${stream} ${CYCLE} linear infinite;
  ${still}
`;

/**
 * Each grain starts a little after the one before it. Set in the style sheet rather than a style
 * attribute: the pre-rendered page is served under a CSP that refuses style attributes.
 */
const StyledFallingGrain = styled.circle`
  animation: ${fall} 0.8s linear infinite;
  ${Array.from(
    { length: HOURGLASS_GRAINS.falling },
    (_, i) =>
      `&:nth-of-type(${i + 1}) { animation-delay: ${((i * 0.8) / HOURGLASS_GRAINS.falling).toFixed(2)}s; }`,
  ).join('\n')}
  ${still}
`;

const StyledFrame = styled.g`
  fill: ${({ theme }) => theme.color.night};
`;

const StyledGlass = styled.path`
  fill: ${({ theme }) => theme.color.surface};
  fill-opacity: 0.7;
  stroke: ${({ theme }) => theme.color.night};
  stroke-width: 2.5;
  stroke-linejoin: round;
`;

const StyledSand = styled.g`
  fill: ${({ theme }) => theme.color.sand};
`;

export interface HourglassProps {
  className?: string;
}

/** The hourglass with animated sand (decorative: hidden from assistive technology). */
export function Hourglass({ className }: HourglassProps) {
  const id = useId();
  const topClip = `${id}-top`;
  const bottomClip = `${id}-bottom`;

  return (
    <StyledSvg className={className} viewBox="0 0 120 160" aria-hidden="true" focusable="false">
      <defs>
        <clipPath id={topClip}>
          <StyledDrain x="20" y="28" width="80" height="48" />
        </clipPath>
        <clipPath id={bottomClip}>
          <StyledFill x="20" y="100" width="80" height="42" />
        </clipPath>
      </defs>
      <StyledFlip>
        <StyledGlass d="M28 18 H92 C92 48 68 66 64 80 C68 94 92 112 92 142 H28 C28 112 52 94 56 80 C52 66 28 48 28 18 Z" />
        <StyledSand>
          <g clipPath={`url(#${topClip})`}>
            {TOP_GRAINS.map(({ x, y }) => (
              <circle key={`t${x}-${y}`} cx={x} cy={y} r="2.8" />
            ))}
          </g>
          <StyledStream>
            {FALLING.map((i) => (
              <StyledFallingGrain key={i} cx={CENTER_X} cy={78 + (i % 2) * 3} r="1.7" />
            ))}
          </StyledStream>
          <g clipPath={`url(#${bottomClip})`}>
            {BOTTOM_GRAINS.map(({ x, y }) => (
              <circle key={`b${x}-${y}`} cx={x} cy={y} r="2.8" />
            ))}
          </g>
        </StyledSand>
        <StyledFrame>
          <rect x="12" y="8" width="96" height="10" rx="4" />
          <rect x="12" y="142" width="96" height="10" rx="4" />
          <rect x="17" y="18" width="4" height="124" />
          <rect x="99" y="18" width="4" height="124" />
        </StyledFrame>
      </StyledFlip>
    </StyledSvg>
  );
}
