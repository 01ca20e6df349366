import { styled } from 'styled-components';
import { initials } from '../adminText';

const StyledFrame = styled.span<{ $round: boolean }>`
  display: grid;
  flex: none;
  place-items: center;
  width: 40px;
  height: 40px;
  overflow: hidden;
  border-radius: ${({ theme, $round }) => ($round ? theme.radius.pill : theme.radius.sm)};
  background: ${({ theme }) => theme.color.sandSoft};
  color: ${({ theme }) => theme.color.sandDeep};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export interface AvatarProps {
  name: string;
  imageUrl: string | null;
  /** Round for people, rounded square for company logos. */
  round?: boolean;
}

/** A row's picture: the image when there is one, otherwise the name's initials (spec: team rows). */
export function Avatar({ name, imageUrl, round = false }: AvatarProps) {
  return (
    <StyledFrame $round={round} aria-hidden="true">
      {imageUrl ? <img src={imageUrl} alt="" loading="lazy" /> : initials(name)}
    </StyledFrame>
  );
}
