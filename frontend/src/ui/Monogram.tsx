import { styled } from 'styled-components';

const StyledMonogram = styled.span<{ $size: number; $round: boolean }>`
  display: grid;
  place-items: center;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ theme, $round }) => ($round ? theme.radius.pill : theme.radius.md)};
  background: ${({ theme }) => theme.color.night};
  color: ${({ theme }) => theme.color.sand};
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ $size }) => Math.round($size * 0.38)}px;
  font-weight: 600;
  letter-spacing: 0.02em;
  user-select: none;
`;

/** Up to two initials: "Ada Lovelace" → "AL", "Bluewatch" → "B". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

export interface MonogramProps {
  name: string;
  size?: number;
  round?: boolean;
}

/** Initials in place of a missing photo or logo; decorative, the name is written beside it. */
export function Monogram({ name, size = 56, round = false }: MonogramProps) {
  return (
    <StyledMonogram aria-hidden="true" $size={size} $round={round}>
      {initialsOf(name)}
    </StyledMonogram>
  );
}
