import { styled } from 'styled-components';
import { HourglassMark } from '../../../ui/HourglassMark';

const StyledImage = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 1200 / 630;
  object-fit: cover;
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

const StyledPlaceholder = styled.div`
  display: grid;
  place-items: center;
  width: 100%;
  aspect-ratio: 1200 / 630;
  background:
    radial-gradient(circle at 75% 25%, ${({ theme }) => theme.color.nightLine} 0, transparent 55%),
    ${({ theme }) => theme.color.night};
  color: ${({ theme }) => theme.color.onNightMuted};

  svg {
    width: 22%;
    max-width: 72px;
    height: auto;
  }
`;

export interface PostImageProps {
  src: string | null;
  /** The first image of the page loads at once; the rest when scrolled near. */
  priority?: boolean;
}

/** A post's featured image (decorative: the title names the post), or the firm's mark. */
export function PostImage({ src, priority = false }: PostImageProps) {
  if (!src) {
    return (
      <StyledPlaceholder aria-hidden="true">
        <HourglassMark />
      </StyledPlaceholder>
    );
  }
  return (
    <StyledImage
      src={src}
      alt=""
      width={1200}
      height={630}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
    />
  );
}
