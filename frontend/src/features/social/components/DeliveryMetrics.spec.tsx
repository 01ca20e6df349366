/** @jest-environment jsdom */
import '../../../testing/domGlobals';
import { describe, expect, it } from '@jest/globals';
import type { ScheduledPost, SocialDelivery } from '@sandglass/shared';
import { screen, within } from '@testing-library/react';
import { renderWithApp } from '../../../testing/renderWithApp';
import { metricsLine } from '../metrics';
import { PostCard } from './PostCard';

const FETCHED = '2026-12-01T15:30:00.000Z';

const delivery = (changes: Partial<SocialDelivery>): SocialDelivery => ({
  platform: 'twitter',
  status: 'posted',
  url: 'https://x.example/status/1',
  error: null,
  retryable: false,
  outcomeUnknown: false,
  attempts: 1,
  publishedAt: '2026-12-01T14:00:01.000Z',
  dueAt: null,
  metrics: null,
  metricsUnavailable: null,
  ...changes,
});

const post = (deliveries: SocialDelivery[]): ScheduledPost => ({
  id: 'p1',
  status: 'posted',
  outcome: 'posted',
  scheduledTime: '2026-12-01T14:00:00.000Z',
  content: { text: 'Demo day is live', media: [] },
  platforms: deliveries.map((d) => d.platform),
  deliveries,
  campaignLinks: true,
  campaign: null,
  userId: 'member-1',
  createdAt: '2026-11-30T00:00:00Z',
  updatedAt: '2026-12-01T14:00:01Z',
});

describe('the post card’s metrics', () => {
  it('says each count in words, digits grouped, in the platform’s order', () => {
    expect(
      metricsLine({
        counts: { replies: 2, likes: 12, impressions: 1234, reposts: 3 },
        fetchedAt: FETCHED,
      }),
    ).toBe('1,234 impressions · 12 likes · 3 reposts · 2 replies');
    expect(
      metricsLine({ counts: { reactions: 1, comments: 0, shares: 1 }, fetchedAt: FETCHED }),
    ).toBe('1 reaction · 0 comments · 1 share');
  });

  it('shows what X and Facebook counted with when it was read, and LinkedIn’s sentence', () => {
    renderWithApp(
      <PostCard
        post={post([
          delivery({
            metrics: {
              counts: { impressions: 1234, likes: 12, reposts: 3, replies: 2 },
              fetchedAt: FETCHED,
            },
          }),
          delivery({
            platform: 'linkedin',
            metricsUnavailable:
              'LinkedIn does not share impressions or reactions of posts on a personal profile with apps, so none are shown.',
          }),
          delivery({
            platform: 'facebook',
            metrics: { counts: { reactions: 40, comments: 5, shares: 1 }, fetchedAt: FETCHED },
          }),
          // Not read yet: nothing to say.
          delivery({ platform: 'instagram' }),
        ])}
      />,
    );
    const list = screen.getByRole('list', { name: /^Metrics of the post/ });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.replace(/\s+/g, ' '))).toEqual([
      expect.stringMatching(
        /^X \(Twitter\): 1,234 impressions · 12 likes · 3 reposts · 2 replies \(as of Dec 1, 2026, .+\)$/,
      ),
      'LinkedIn: LinkedIn does not share impressions or reactions of posts on a personal profile with apps, so none are shown.',
      expect.stringMatching(/^Facebook: 40 reactions · 5 comments · 1 share \(as of .+\)$/),
    ]);
    expect(
      within(items[0]!)
        .getByText(/Dec 1, 2026/)
        .getAttribute('datetime'),
    ).toBe(FETCHED);
  });

  it('shows no metrics for a post not published yet', () => {
    renderWithApp(
      <PostCard
        post={{
          ...post([
            delivery({
              status: 'queued',
              url: null,
              publishedAt: null,
              dueAt: '2026-12-01T14:00:00.000Z',
              metricsUnavailable: null,
            }),
            delivery({
              platform: 'linkedin',
              status: 'queued',
              url: null,
              metricsUnavailable: 'LinkedIn does not share them.',
            }),
          ]),
          status: 'pending',
          outcome: 'pending',
        }}
      />,
    );
    expect(screen.queryByRole('list', { name: /^Metrics of the post/ })).toBeNull();
  });
});
