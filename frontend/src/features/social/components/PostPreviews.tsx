import { PLATFORM_DISPLAY_NAME, type SocialAccount, type SocialPlatform } from '@sandglass/shared';
import { fitsPlatform } from '@sandglass/shared/social-text';
import { styled } from 'styled-components';
import type { AttachedImage } from '../media';

const StyledPreviews = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

const StyledGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StyledPreview = styled.li`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  min-width: 0;
`;

const StyledHeader = styled.p`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.inkMuted};

  strong {
    color: ${({ theme }) => theme.color.ink};
  }
`;

const StyledText = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const StyledImages = styled.div<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => Math.min($count, 2)}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(1)};

  img {
    width: 100%;
    aspect-ratio: 16 / 10;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

const StyledWarning = styled.p`
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
`;

export interface PostPreviewsProps {
  text: string;
  platforms: readonly SocialPlatform[];
  images: readonly AttachedImage[];
  accounts: readonly SocialAccount[];
  /** Platforms among `platforms` that need an image (Instagram). */
  needsImage: readonly SocialPlatform[];
}

/** The post as each selected platform will show it, with what it would refuse. */
export function PostPreviews({ text, platforms, images, accounts, needsImage }: PostPreviewsProps) {
  if (platforms.length === 0 || text.trim() === '') return null;
  const uploaded = images.flatMap((image) => (image.media ? [image.media] : []));
  return (
    <StyledPreviews aria-labelledby="post-previews-title">
      <StyledTitle id="post-previews-title">Preview</StyledTitle>
      <StyledGrid>
        {platforms.map((platform) => {
          const account = accounts.find((item) => item.platform === platform);
          return (
            <StyledPreview
              key={platform}
              aria-label={`Preview on ${PLATFORM_DISPLAY_NAME[platform]}`}
            >
              <StyledHeader>
                <strong>{PLATFORM_DISPLAY_NAME[platform]}</strong>
                {account && <span>{account.accountName}</span>}
              </StyledHeader>
              <StyledText>{text}</StyledText>
              {uploaded.length > 0 && (
                <StyledImages $count={uploaded.length}>
                  {uploaded.map((media, index) => (
                    <img key={media.id} src={media.url} alt={`Image ${index + 1} of the post`} />
                  ))}
                </StyledImages>
              )}
              {!fitsPlatform(platform, text) && (
                <StyledWarning>Too long for {PLATFORM_DISPLAY_NAME[platform]}.</StyledWarning>
              )}
              {needsImage.includes(platform) && uploaded.length === 0 && (
                <StyledWarning>
                  {PLATFORM_DISPLAY_NAME[platform]} needs at least one image.
                </StyledWarning>
              )}
            </StyledPreview>
          );
        })}
      </StyledGrid>
    </StyledPreviews>
  );
}
