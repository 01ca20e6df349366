/** @jest-environment jsdom */
import '../../../testing/domGlobals';
import { describe, expect, it } from '@jest/globals';
import type { ScheduledPost } from '@sandglass/shared';
import { screen, within } from '@testing-library/react';
import { createAppStore } from '../../../app/store';
import { renderWithApp } from '../../../testing/renderWithApp';
import { socialApi } from '../../social';
import { latenessLabel, SocialAdminSection } from './SocialAdminSection';

const failed: ScheduledPost = {
  id: 'p1',
  status: 'failed',
  outcome: 'failed',
  scheduledTime: '2026-12-01T14:00:00.000Z',
  content: { text: 'A member’s post', media: [] },
  platforms: ['facebook'],
  deliveries: [
    {
      platform: 'facebook',
      status: 'failed',
      url: null,
      error: 'We could not tell whether Facebook published it.',
      retryable: false,
      outcomeUnknown: true,
      attempts: 1,
      publishedAt: null,
      dueAt: null,
      metrics: null,
      metricsUnavailable: null,
    },
  ],
  campaignLinks: true,
  campaign: null,
  userId: 'member-42',
  owner: { id: 'member-42', name: 'Ada Lovelace', email: 'ada@example.com' },
  createdAt: '2026-11-20T00:00:00Z',
  updatedAt: '2026-11-20T00:00:00Z',
};

/** Out on LinkedIn, refused by Facebook: the spec's status is failed. */
const partly: ScheduledPost = {
  ...failed,
  id: 'p2',
  userId: 'member-7',
  owner: { id: 'member-7', name: 'Deleted member', email: null },
  outcome: 'partly_posted',
  content: { text: 'Half out', media: [] },
  platforms: ['linkedin', 'facebook'],
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
    { ...failed.deliveries[0]!, retryable: true, outcomeUnknown: false, error: 'Try later.' },
  ],
};

describe('the admin Social section', () => {
  it('reads lateness in the unit that fits', () => {
    expect(latenessLabel(null)).toBe('None due');
    expect(latenessLabel(3.2)).toBe('3 s late');
    expect(latenessLabel(240)).toBe('4 min late');
    expect(latenessLabel(5400)).toBe('1.5 h late');
  });

  it('shows the queue’s health and every member’s posts with their outcomes, partly posted apart from failed', async () => {
    const store = createAppStore();
    await store.dispatch(
      socialApi.util.upsertQueryData('socialQueue', undefined, {
        jobs: { waiting: 2, active: 1, delayed: 5, prioritized: 0, completed: 0, failed: 0 },
        deliveries: { queued: 7, publishing: 1, posted: 30, failed: 2, cancelled: 1 },
        dueDeliveries: 2,
        oldestDueLatenessSeconds: 12,
        workers: [
          { name: 'sandglass:bull:social-publish', addr: '127.0.0.1:5000', idleSeconds: 1 },
        ],
      }),
    );
    await store.dispatch(
      socialApi.util.upsertQueryData(
        'scheduledPosts',
        { scope: 'all', page: 1, pageSize: 50 },
        { posts: [failed, partly], total: 2, page: 1, pageSize: 50 },
      ),
    );
    renderWithApp(<SocialAdminSection outcome="all" platform="all" />, {
      session: 'admin',
      store,
      path: '/admin/social',
    });
    const queue = screen.getByRole('region', { name: 'Publish queue' });
    const jobs = within(queue).getByRole('group', { name: 'Jobs by state' });
    // In words a person reads, not BullMQ's ("Delayed", "Prioritized").
    expect(within(jobs).getByText('Scheduled or retrying later').nextSibling?.textContent).toBe(
      '5',
    );
    expect(within(jobs).getByText('Due, waiting for a worker').nextSibling?.textContent).toBe('2');
    expect(within(jobs).queryByText(/^(Delayed|Prioritized|Waiting)$/)).toBeNull();
    const deliveries = within(queue).getByRole('group', { name: 'Deliveries by status' });
    expect(within(deliveries).getByText('Waiting to publish').nextSibling?.textContent).toBe('7');
    within(queue).getByText('12 s late');
    expect(
      within(queue).getByText('Workers seen in the last minute').nextSibling?.textContent,
    ).toBe('1');
    const posts = screen.getByRole('list', { name: 'Members’ posts' });
    // People, not ids: the owner's name and email, and a deleted member said so.
    within(posts).getByText('Ada Lovelace');
    expect(within(posts).getByRole('link', { name: 'ada@example.com' }).getAttribute('href')).toBe(
      'mailto:ada@example.com',
    );
    within(posts).getByText('Deleted member');
    expect(within(posts).queryByText(/member-42|member-7/)).toBeNull();
    within(posts).getByText('Failed: We could not tell whether Facebook published it.');
    expect(
      (within(posts).getByRole('button', { name: 'Retry anyway' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    const [first, second] = within(posts).getAllByRole('article');
    within(first!).getByText('Failed');
    // Partly posted, not "Failed": with the platform it went out on.
    within(second!).getByText('Partly posted (LinkedIn)');
    expect(within(second!).queryByText('Failed')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('2 posts');
  });

  it('tells the admin how each platform is set up (the note members do not see)', async () => {
    const store = createAppStore();
    const info = {
      maxLength: 280,
      supportsMedia: true,
      features: [],
      connected: false,
      requiresMedia: false,
      maxMedia: 4,
    };
    await store.dispatch(
      socialApi.util.upsertQueryData('socialPlatforms', undefined, [
        { ...info, name: 'twitter', displayName: 'X (Twitter)', configured: true, sandbox: true },
        { ...info, name: 'facebook', displayName: 'Facebook', configured: false, sandbox: false },
      ]),
    );
    renderWithApp(<SocialAdminSection outcome="all" platform="all" />, {
      session: 'admin',
      store,
      path: '/admin/social',
    });
    const note = screen.getByRole('region', { name: 'API Configuration' });
    const [x, facebook] = within(note).getAllByRole('listitem');
    expect(x!.textContent).toBe(
      'X (Twitter): served by the local platform sandbox (nothing reaches the platform). Variables TWITTER_CLIENT_ID and TWITTER_CLIENT_SECRET.',
    );
    expect(facebook!.textContent).toContain('not set up: members cannot connect it');
    expect(facebook!.textContent).toContain('FACEBOOK_CLIENT_ID');
  });
});
