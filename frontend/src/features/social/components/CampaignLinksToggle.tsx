import { useId } from 'react';
import { styled } from 'styled-components';

const StyledToggle = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const StyledCheck = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  font-weight: 600;
  cursor: pointer;

  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: ${({ theme }) => theme.color.night};
    cursor: pointer;
  }
`;

const StyledHint = styled.p`
  margin: 0;
  padding-left: calc(20px + ${({ theme }) => theme.space(3)});
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.inkMuted};
`;

export interface CampaignLinksToggleProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** The post's campaign links: on, its links to the site go out tagged, and its card shows the visits they bring. */
export function CampaignLinksToggle({ checked, onChange }: CampaignLinksToggleProps) {
  const hintId = useId();
  return (
    <StyledToggle>
      <StyledCheck>
        <input
          type="checkbox"
          name="campaignLinks"
          checked={checked}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
        />
        Tag links to our site
      </StyledCheck>
      <StyledHint id={hintId}>
        Links to our site go out with utm_source, utm_medium and utm_campaign tags, so the post
        shows the visits and conversions it brings. Links to other sites stay as written.
      </StyledHint>
    </StyledToggle>
  );
}
