/** @jest-environment jsdom */
import '../../../testing/domGlobals';
import { afterEach, describe, expect, it } from '@jest/globals';
import type { ScheduledPost } from '@sandglass/shared';
import { cleanup, screen } from '@testing-library/react';
import { renderWithApp } from '../../../testing/renderWithApp';
import { PostCard } from './PostCard';

const posted: ScheduledPost = {
  id: 'p1',
  status: 'posted',
  outcome: 'posted',
  scheduledTime: '2026-12-01T14:00:00.000Z',
  content: { text: 'Apply now https://sandglass.vc/programs', media: [] },
  platforms: ['linkedin'],
  deliveries: [
    {
      platform: 'linkedin',
      status: 'posted',
      url: 'https://www.linkedin.com/feed/update/urn:li:share:1',
      error: null,
      retryable: false,
      outcomeUnknown: false,
      attempts: 1,
      publishedAt: '2026-12-01T14:00:01.000Z',
      dueAt: null,
      metrics: null,
      metricsUnavailable: null,
    },
  ],
  campaignLinks: true,
  campaign: { name: 'apply-now-p1000000', visits: 1, conversions: 3 },
  userId: 'member-id',
  createdAt: '2026-11-20T00:00:00Z',
  updatedAt: '2026-12-01T14:00:01.000Z',
};

afterEach(cleanup);

describe('a post card', () => {
  it('shows the visits and conversions its campaign links brought', () => {
    renderWithApp(<PostCard post={posted} />);
    expect(screen.getByText('1 visit · 3 conversions')).toBeTruthy();
  });

  it('shows no figures for a post without a campaign', () => {
    renderWithApp(<PostCard post={{ ...posted, campaignLinks: false, campaign: null }} />);
    expect(screen.queryByText(/visit/)).toBeNull();
  });
});
