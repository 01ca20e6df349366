import { styled } from 'styled-components';
import { Monogram } from './Monogram';

const SIZE = 40;

const StyledImage = styled.img<{ $round: boolean }>`
  flex: none;
  width: ${SIZE}px;
  height: ${SIZE}px;
  border-radius: ${({ theme, $round }) => ($round ? theme.radius.pill : theme.radius.md)};
  background: ${({ theme }) => theme.color.surfaceMuted};
  object-fit: cover;
`;

export interface AvatarProps {
  name: string;
  imageUrl: string | null;
  /** Round for people, rounded square for company logos. */
  round?: boolean;
}

/** A row's picture: the image when there is one, otherwise the name's initials (spec: team rows). */
export function Avatar({ name, imageUrl, round = false }: AvatarProps) {
  return imageUrl ? (
    <StyledImage src={imageUrl} alt="" width={SIZE} height={SIZE} loading="lazy" $round={round} />
  ) : (
    <Monogram name={name} size={SIZE} round={round} />
  );
}
