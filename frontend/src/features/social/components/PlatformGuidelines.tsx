import type { SocialPlatform, SocialPlatformInfo } from '@sandglass/shared';
import { styled } from 'styled-components';
import { Badge } from '../../../ui/Badge';

const StyledPanel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.paper};
  border: 1px solid ${({ theme }) => theme.color.line};
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

const StyledPlatform = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledName = styled.h3`
  font-size: ${({ theme }) => theme.fontSize.md};
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};

  dt {
    color: ${({ theme }) => theme.color.inkMuted};
  }

  dd {
    margin: 0;
  }
`;

const StyledFeatures = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1.5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledEmpty = styled.p`
  color: ${({ theme }) => theme.color.inkMuted};
`;

export interface PlatformGuidelinesProps {
  platforms: readonly SocialPlatformInfo[];
  selected: readonly SocialPlatform[];
}

/** Spec section 2: each selected platform's limit, whether it takes media, and its features. */
export function PlatformGuidelines({ platforms, selected }: PlatformGuidelinesProps) {
  const shown = platforms.filter((platform) => selected.includes(platform.name));
  return (
    <StyledPanel aria-labelledby="platform-guidelines-title">
      <StyledTitle id="platform-guidelines-title">Platform Guidelines</StyledTitle>
      {shown.length === 0 ? (
        <StyledEmpty>Select platforms to see guidelines</StyledEmpty>
      ) : (
        shown.map((platform) => (
          <StyledPlatform key={platform.name}>
            <StyledName>{platform.displayName}</StyledName>
            <StyledFacts>
              <dt>Max length</dt>
              <dd>{platform.maxLength.toLocaleString('en-US')} characters</dd>
              <dt>Supports media</dt>
              <dd>{platform.supportsMedia ? 'Yes' : 'No'}</dd>
              {platform.requiresMedia && (
                <>
                  <dt>Images</dt>
                  <dd>At least one required, up to {platform.maxMedia}</dd>
                </>
              )}
            </StyledFacts>
            {platform.features.length > 0 && (
              <StyledFeatures aria-label={`${platform.displayName} features`}>
                {platform.features.map((feature) => (
                  <li key={feature}>
                    <Badge variant="info">{feature}</Badge>
                  </li>
                ))}
              </StyledFeatures>
            )}
          </StyledPlatform>
        ))
      )}
    </StyledPanel>
  );
}
