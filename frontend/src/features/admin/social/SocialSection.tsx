import {
  PLATFORM_DISPLAY_NAME,
  SOCIAL_PLATFORMS,
  type SocialPlatform,
  type SocialPostOutcome,
} from '@sandglass/shared';
import { lazy, Suspense, useState } from 'react';
import { styled } from 'styled-components';
import { FilterButtons, type FilterOption } from '../../../ui/FilterButtons';
import { LoadingScreen } from '../../../ui/LoadingScreen';
import { SectionHeader } from '../components/SectionHeader';

// The social feature's code (its counting and date libraries) loads only when this section opens.
const SocialAdminSection = lazy(() =>
  import('./SocialAdminSection').then((module) => ({
    default: module.SocialAdminSection,
  })),
);

type StatusFilter = 'all' | SocialPostOutcome;
type PlatformFilter = 'all' | SocialPlatform;

const STATUS_FILTERS: FilterOption<StatusFilter>[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'posted', label: 'Posted' },
  { value: 'partly_posted', label: 'Partly posted' },
  { value: 'failed', label: 'Failed' },
  { value: 'cancelled', label: 'Cancelled' },
];

const PLATFORM_FILTERS: FilterOption<PlatformFilter>[] = [
  { value: 'all', label: 'All platforms' },
  ...SOCIAL_PLATFORMS.map((platform) => ({
    value: platform,
    label: PLATFORM_DISPLAY_NAME[platform],
  })),
];

const StyledFilters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

/** Every member's posts and the publish queue's health (issue 9, "Admins"). */
export function SocialSection() {
  const [status, setStatus] = useState<StatusFilter>('all');
  const [platform, setPlatform] = useState<PlatformFilter>('all');
  return (
    <>
      <SectionHeader
        title="Social"
        lead="Every member's posts, how each platform took them, and the health of the publish queue."
      />
      <Suspense fallback={<LoadingScreen message="Loading social publishing..." />}>
        <SocialAdminSection
          outcome={status}
          platform={platform}
          filters={
            <StyledFilters>
              <FilterButtons
                label="Show posts with status"
                options={STATUS_FILTERS}
                value={status}
                onChange={setStatus}
              />
              <FilterButtons
                label="Show posts to platform"
                options={PLATFORM_FILTERS}
                value={platform}
                onChange={setPlatform}
              />
            </StyledFilters>
          }
        />
      </Suspense>
    </>
  );
}
