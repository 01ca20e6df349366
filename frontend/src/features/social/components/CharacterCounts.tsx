import { PLATFORM_DISPLAY_NAME, type SocialPlatform } from '@sandglass/shared';
import { styled } from 'styled-components';
import { characterCount, platformCounts } from '../composer';
import { countLabel } from '../../../lib/countLabel';

const StyledCounts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.inkMuted};
`;

const StyledList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledCount = styled.li<{ $over: boolean }>`
  color: ${({ theme, $over }) => ($over ? theme.color.danger : theme.color.inkMuted)};
  font-weight: ${({ $over }) => ($over ? 700 : 400)};
  font-variant-numeric: tabular-nums;
`;

export interface CharacterCountsProps {
  id: string;
  text: string;
  platforms: readonly SocialPlatform[];
  /** With campaign links on, the site's address: its links are counted tagged. */
  campaignSite: string | null;
}

/**
 * The live count (spec section 2) against each selected platform's limit, as that platform
 * counts (X weighs links and some characters; the others count a link to the site with its
 * campaign tags), marked in words as well as colour when over.
 */
export function CharacterCounts({ id, text, platforms, campaignSite }: CharacterCountsProps) {
  const total = characterCount(text);
  return (
    <StyledCounts id={id}>
      <span>{countLabel(total, 'character')}</span>
      <StyledList aria-label="Length per platform">
        {platformCounts(text, platforms, campaignSite).map(({ platform, length, max, over }) => (
          <StyledCount key={platform} $over={over}>
            {PLATFORM_DISPLAY_NAME[platform]}: {length.toLocaleString('en-US')}/
            {max.toLocaleString('en-US')}
            {over && ` (over by ${(length - max).toLocaleString('en-US')})`}
          </StyledCount>
        ))}
      </StyledList>
    </StyledCounts>
  );
}
