import { CheckboxField } from '../../../ui/CheckboxField';

export interface CampaignLinksToggleProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** The post's campaign links: on, its links to the site go out tagged, and its card shows the visits they bring. */
export function CampaignLinksToggle({ checked, onChange }: CampaignLinksToggleProps) {
  return (
    <CheckboxField
      name="campaignLinks"
      checked={checked}
      onChange={onChange}
      label="Tag links to our site"
      hint="Links to our site go out with utm_source, utm_medium and utm_campaign tags, so the post shows the visits and conversions it brings. Links to other sites stay as written."
    />
  );
}
