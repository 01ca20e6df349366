import { styled } from 'styled-components';
import { Monogram } from '../../../ui/Monogram';

const StyledPhoto = styled.img<{ $size: number }>`
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ theme }) => theme.radius.pill};
  object-fit: cover;
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

export interface MemberPhotoProps {
  name: string;
  photoUrl: string | null;
  size: number;
}

/** The member's photo, or their initials (spec section 2); the name beside it labels it. */
export function MemberPhoto({ name, photoUrl, size }: MemberPhotoProps) {
  return photoUrl ? (
    <StyledPhoto src={photoUrl} alt="" width={size} height={size} loading="lazy" $size={size} />
  ) : (
    <Monogram name={name} size={size} round />
  );
}
