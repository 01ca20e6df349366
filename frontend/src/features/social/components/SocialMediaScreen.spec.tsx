/** @jest-environment jsdom */
import '../../../testing/domGlobals';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import {
  SOCIAL_ANALYTICS_DEFINITIONS,
  type ScheduledPost,
  type SocialAccount,
  type SocialAnalytics,
  type SocialPlatformInfo,
} from '@sandglass/shared';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { format } from 'date-fns';
import { createAppStore } from '../../../app/store';
import { description } from '../../../testing/description';
import { renderWithApp } from '../../../testing/renderWithApp';
import { toastStore } from '../../../ui/toastStore';
import { draftKey } from '../draft';
import { dayKey } from '../calendar';
import { myPosts, socialApi } from '../socialApi';
import { PHONE_QUERY } from './PostCalendar';
import { SocialMediaScreen } from './SocialMediaScreen';

function platform(
  name: SocialPlatformInfo['name'],
  displayName: string,
  maxLength: number,
  changes: Partial<SocialPlatformInfo> = {},
): SocialPlatformInfo {
  return {
    name,
    displayName,
    configured: true,
    maxLength,
    supportsMedia: true,
    features: ['Hashtags'],
    connected: true,
    sandbox: true,
    requiresMedia: false,
    maxMedia: 4,
    ...changes,
  };
}

const PLATFORMS = [
  platform('twitter', 'X (Twitter)', 280, { features: ['Threads', 'Hashtags'] }),
  platform('linkedin', 'LinkedIn', 3000),
  platform('facebook', 'Facebook', 63206, { connected: false }),
  platform('instagram', 'Instagram', 2200, { configured: false, connected: false }),
];

const ACCOUNTS: SocialAccount[] = [
  {
    platform: 'twitter',
    accountName: '@sandglass',
    status: 'connected',
    connectedAt: '2026-11-01T00:00:00Z',
    sandbox: true,
    connectionExpiresAt: null,
    lastPublishedAt: '2026-11-20T14:00:00Z',
    lastError: null,
  },
  {
    platform: 'linkedin',
    accountName: 'Ada Lovelace',
    status: 'needs_reconnect',
    connectedAt: '2026-11-01T00:00:00Z',
    sandbox: true,
    connectionExpiresAt: '2026-12-31T12:00:00Z',
    lastPublishedAt: null,
    lastError:
      'LinkedIn refused to renew this account’s access. Reconnect LinkedIn on the Accounts tab, then retry.',
  },
];

/** A post to X and LinkedIn; a failed one went out on X and failed on LinkedIn. */
function post(id: string, status: Exclude<ScheduledPost['status'], 'draft'>): ScheduledPost {
  return {
    id,
    status,
    outcome: status === 'failed' ? 'partly_posted' : status,
    scheduledTime: '2026-12-01T14:00:00.000Z',
    content: { text: `Post ${id}`, media: [] },
    platforms: ['twitter', 'linkedin'],
    deliveries: [
      {
        platform: 'twitter',
        status: status === 'failed' ? 'posted' : status === 'pending' ? 'queued' : status,
        url: status === 'failed' ? 'https://x.example/status/1' : null,
        error: null,
        retryable: false,
        outcomeUnknown: false,
        attempts: 1,
        publishedAt: null,
        dueAt: status === 'pending' ? '2026-12-01T14:00:00.000Z' : null,
        metrics: null,
        metricsUnavailable: null,
      },
      {
        platform: 'linkedin',
        status: status === 'pending' ? 'queued' : status,
        url: null,
        error: status === 'failed' ? 'LinkedIn asks you to reconnect the account.' : null,
        retryable: status === 'failed',
        outcomeUnknown: false,
        attempts: 1,
        publishedAt: null,
        dueAt: status === 'pending' ? '2026-12-01T14:00:00.000Z' : null,
        metrics: null,
        metricsUnavailable: null,
      },
    ],
    campaignLinks: true,
    campaign: null,
    userId: 'member-id',
    createdAt: '2026-11-20T00:00:00Z',
    updatedAt: '2026-11-20T00:00:00Z',
  };
}

const ANALYTICS: SocialAnalytics = {
  totalPosts: 5,
  successRate: 75,
  successfulPosts: 3,
  failedPosts: 1,
  partlyPostedPosts: 1,
  pendingPosts: 1,
  platformBreakdown: { twitter: 4, linkedin: 1 },
};

async function renderScreen(
  path = '/user/social-media',
  posts: ScheduledPost[] = [],
  analytics: SocialAnalytics = ANALYTICS,
  store = createAppStore(),
) {
  await store.dispatch(socialApi.util.upsertQueryData('socialPlatforms', undefined, PLATFORMS));
  await store.dispatch(socialApi.util.upsertQueryData('socialAccounts', undefined, ACCOUNTS));
  await store.dispatch(socialApi.util.upsertQueryData('socialAnalytics', undefined, analytics));
  await store.dispatch(
    socialApi.util.upsertQueryData('scheduledPosts', myPosts(), {
      posts,
      total: posts.length,
      page: 1,
      pageSize: 100,
    }),
  );
  return renderWithApp(<SocialMediaScreen />, { path, session: 'member', store });
}

const lastToast = () => toastStore.getSnapshot()[0];
const postText = () => screen.getByLabelText('Post content') as HTMLTextAreaElement;

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe('Create Post', () => {
  it('offers the four platforms: selectable, Setup Required, or pointing to Accounts', async () => {
    await renderScreen();
    const x = screen.getByRole('button', { name: 'X (Twitter)' });
    expect(x.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(x);
    expect(x.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(x);
    expect(x.getAttribute('aria-pressed')).toBe('false');

    const instagram = screen.getByRole('button', { name: /Instagram/ }) as HTMLButtonElement;
    expect(instagram.disabled).toBe(true);
    within(instagram).getByText('Setup Required');

    const facebook = screen.getByRole('button', { name: /^Facebook/ }) as HTMLButtonElement;
    expect(facebook.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Connect Facebook in Accounts' }));
    expect(screen.getByRole('tab', { name: 'Accounts' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('shows guidelines for the selected platforms only', async () => {
    await renderScreen();
    const panel = screen.getByRole('region', { name: 'Platform Guidelines' });
    within(panel).getByText('Select platforms to see guidelines');
    fireEvent.click(screen.getByRole('button', { name: 'X (Twitter)' }));
    within(panel).getByText('280 characters');
    within(panel).getByText('Threads');
    expect(within(panel).queryByText('Select platforms to see guidelines')).toBeNull();
    expect(within(panel).queryByText('3,000 characters')).toBeNull();
  });

  it('counts against each selected platform and marks the one the text is too long for', async () => {
    await renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'X (Twitter)' }));
    fireEvent.click(screen.getByRole('button', { name: /^LinkedIn/ }));
    fireEvent.change(postText(), { target: { value: 'a'.repeat(290) } });
    const counts = screen.getByRole('list', { name: 'Length per platform' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((count) => count.textContent),
    ).toEqual(['X (Twitter): 290/280 (over by 10)', 'LinkedIn: 290/3,000']);
    expect(description(postText())).toMatch(/^290 characters/);
  });

  it('counts a link to the site with its campaign tags on LinkedIn, and as written once untagged', async () => {
    await renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'X (Twitter)' }));
    fireEvent.click(screen.getByRole('button', { name: /^LinkedIn/ }));
    const text = 'Apply https://sandglass.vc/programs';
    fireEvent.change(postText(), { target: { value: text } });
    const counts = () =>
      within(screen.getByRole('list', { name: 'Length per platform' }))
        .getAllByRole('listitem')
        .map((count) => count.textContent);
    const tags = '?utm_source=linkedin&utm_medium=social&utm_campaign=apply-00000000';
    const toggle = screen.getByLabelText('Tag links to our site') as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    expect(counts()).toEqual([
      'X (Twitter): 29/280',
      `LinkedIn: ${text.length + tags.length}/3,000`,
    ]);
    fireEvent.click(toggle);
    expect(counts()).toEqual(['X (Twitter): 29/280', `LinkedIn: ${text.length}/3,000`]);
  });

  it('asks for a topic before Generate with AI', async () => {
    await renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Generate with AI' }));
    expect(lastToast()).toMatchObject({
      title: 'Topic Required',
      description: 'Please enter a topic to generate content about',
    });
  });

  it('replaces the topic with the generated post in the tone and length chosen, with Undo', async () => {
    const sent: Record<string, unknown>[] = [];
    const realFetch = globalThis.fetch;
    // The stand-in Request of domGlobals keeps what RTK Query built: its url and init.
    globalThis.fetch = (async (request: { url: string; init?: RequestInit }) => {
      if (!String(request.url).endsWith('/social/generate-content')) {
        return new Promise<never>(() => undefined);
      }
      sent.push(JSON.parse(String(request.init?.body)) as Record<string, unknown>);
      const body = JSON.stringify({ content: [{ text: 'Twelve founders, one question. #AI' }] });
      const response = {
        status: 200,
        ok: true,
        headers: new Headers({ 'content-type': 'application/json' }),
        text: async () => body,
        clone: () => response,
      };
      return response;
    }) as unknown as typeof fetch;
    try {
      await renderScreen();
      fireEvent.change(postText(), { target: { value: 'Our new cohort' } });
      const controls = screen.getByRole('group', { name: 'Generate with AI' });
      fireEvent.change(within(controls).getByLabelText('Tone'), { target: { value: 'bold' } });
      fireEvent.change(within(controls).getByLabelText('Length'), { target: { value: 'short' } });
      await act(async () => {
        fireEvent.click(within(controls).getByRole('button', { name: 'Generate with AI' }));
      });
      await screen.findByRole('button', { name: 'Undo' });
      expect(sent).toEqual([
        expect.objectContaining({ topic: 'Our new cohort', tone: 'bold', length: 'short' }),
      ]);
      // In place of the topic, not under it.
      expect(postText().value).toBe('Twelve founders, one question. #AI');
      fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
      expect(postText().value).toBe('Our new cohort');
      expect(document.activeElement).toBe(postText());
      expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('refuses Post Now without content or without a platform, at the field, focusing it', async () => {
    await renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Post Now' }));
    expect(lastToast()).toMatchObject({
      title: 'Invalid Post',
      description: 'Please enter content and select at least one platform',
      variant: 'destructive',
    });
    expect(document.activeElement).toBe(postText());
    expect(postText().getAttribute('aria-invalid')).toBe('true');
    expect(description(postText())).toMatch(/^Enter the text of the post\./);

    fireEvent.change(postText(), { target: { value: 'Our thesis' } });
    expect(postText().getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Post Now' }));
    const x = screen.getByRole('button', { name: 'X (Twitter)' });
    expect(document.activeElement).toBe(x);
    expect(description(x)).toBe('Choose at least one platform.');
  });

  it('refuses Schedule Post without a date, saying so under the calendar and focusing it', async () => {
    await renderScreen();
    fireEvent.change(postText(), { target: { value: 'Our thesis' } });
    fireEvent.click(screen.getByRole('button', { name: 'X (Twitter)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Schedule Post' }));
    expect(lastToast()).toMatchObject({
      title: 'Invalid Schedule',
      description: 'Please enter content, select platforms, and choose a date/time',
    });
    screen.getByText('No date selected. Choose the day to publish on.');
    const grid = screen.getByRole('grid');
    expect(grid.contains(document.activeElement)).toBe(true);
    expect((document.activeElement as HTMLButtonElement).disabled).toBe(false);
  });

  it('refuses a time already past at the time field, focusing it', async () => {
    await renderScreen();
    fireEvent.change(postText(), { target: { value: 'Our thesis' } });
    fireEvent.click(screen.getByRole('button', { name: 'X (Twitter)' }));
    const grid = screen.getByRole('grid');
    fireEvent.click(within(grid).getByRole('button', { name: /, today/ }));
    const time = screen.getByLabelText('Time') as HTMLInputElement;
    fireEvent.change(time, { target: { value: '00:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule Post' }));
    expect(document.activeElement).toBe(time);
    expect(description(time)).toContain(
      'Scheduled time must be in the future. Choose a later date or time.',
    );
  });

  it('turns Post Now and Schedule Post off while the text is over a platform’s limit, saying why beside it', async () => {
    await renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'X (Twitter)' }));
    fireEvent.change(postText(), { target: { value: 'a'.repeat(355) } });
    const postNow = screen.getByRole('button', { name: 'Post Now' }) as HTMLButtonElement;
    const scheduleButton = screen.getByRole('button', {
      name: 'Schedule Post',
    }) as HTMLButtonElement;
    expect(postNow.disabled).toBe(true);
    expect(scheduleButton.disabled).toBe(true);
    expect(description(postNow)).toBe('Shorten the text to fit every chosen platform first.');
    expect(description(screen.getByRole('button', { name: 'X (Twitter)' }))).toBe(
      'Too long for X (Twitter): 355 of 280 characters. Shorten it by 75 or deselect X (Twitter).',
    );
    // Counted as the server counts: a line break at the end is not part of the post.
    fireEvent.change(postText(), { target: { value: `${'a'.repeat(280)}\n` } });
    expect(postNow.disabled).toBe(false);
    screen.getByText('X (Twitter): 280/280');
  });

  it('starts the time at 09:00 and names the time zone', async () => {
    await renderScreen();
    const time = screen.getByLabelText('Time') as HTMLInputElement;
    expect(time.value).toBe('09:00');
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    screen.getByText(new RegExp(`In your time zone: ${zone}`));
  });

  it('disables past days and lets the chosen day be toggled off', async () => {
    await renderScreen();
    const grid = screen.getByRole('grid');
    const buttons = within(grid).getAllByRole('button') as HTMLButtonElement[];
    const today = new Date().getDate();
    const enabled = buttons.filter((button) => !button.disabled);
    expect(enabled.length).toBeGreaterThan(0);
    if (today > 1) {
      const yesterday = buttons.find((button) => button.textContent === String(today - 1));
      expect(yesterday?.disabled).toBe(true);
    }
    const day = enabled[enabled.length - 1]!;
    fireEvent.click(day);
    screen.getByText(new RegExp(`^Selected: \\w+, \\w+ ${day.textContent}, \\d{4}$`));
    fireEvent.click(day);
    screen.getByText('No date selected.');
  });

  it('keeps the draft in the browser and brings it back', async () => {
    const first = await renderScreen();
    fireEvent.change(postText(), { target: { value: 'Half a thought' } });
    fireEvent.click(screen.getByRole('button', { name: 'X (Twitter)' }));
    first.unmount();
    expect(JSON.parse(window.localStorage.getItem(draftKey('member-id')) ?? '{}')).toEqual({
      text: 'Half a thought',
      platforms: ['twitter'],
    });
    await renderScreen();
    expect(postText().value).toBe('Half a thought');
    expect(screen.getByRole('button', { name: 'X (Twitter)' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});

describe('Scheduled', () => {
  it('says when there are no posts yet', async () => {
    await renderScreen('/user/social-media?tab=scheduled');
    screen.getByText('No scheduled posts yet');
    expect(screen.queryAllByRole('article')).toEqual([]);
  });

  it('lists posts with their status, outcomes, and cancel for pending ones only', async () => {
    await renderScreen('/user/social-media?tab=scheduled', [
      post('p1', 'pending'),
      post('p2', 'failed'),
      { ...post('p3', 'failed'), outcome: 'failed' },
    ]);
    const [pending, failed, failedEverywhere] = screen.getAllByRole('article');
    within(pending!).getByText('Pending');
    expect(
      within(pending!)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual(['Edit', 'Move to…', expect.stringMatching(/^Cancel the post scheduled for /)]);

    // Out on X, failed on LinkedIn: partly posted, not "Failed".
    within(failed!).getByText('Partly posted (X (Twitter))');
    expect(within(failed!).queryByText('Failed')).toBeNull();
    within(failedEverywhere!).getByText('Failed');
    expect(within(failed!).queryByRole('button', { name: /^Cancel the post/ })).toBeNull();
    within(failed!).getByText('Failed: LinkedIn asks you to reconnect the account.');
    expect(
      within(failed!)
        .getByRole('link', { name: /View post on X \(Twitter\)/ })
        .getAttribute('href'),
    ).toBe('https://x.example/status/1');
    expect(
      (within(failed!).getByRole('button', { name: 'Retry' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('shows the posts on a month or week calendar on the day they go out', async () => {
    const noon = new Date();
    noon.setHours(12, 0, 0, 0);
    await renderScreen('/user/social-media?tab=scheduled', [
      { ...post('p3', 'pending'), scheduledTime: noon.toISOString() },
      { ...post('p4', 'failed'), scheduledTime: noon.toISOString() },
    ]);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Calendar' }));
    const today = () =>
      within(screen.getByRole('table'))
        .getAllByRole('cell')
        .find((cell) => cell.getAttribute('aria-current') === 'date')!;
    // Time and status whole, the text cut if it must be, and all of it in the title.
    const chips = within(today()).getAllByRole('button', { name: /^Open the post/ });
    expect(chips.map((chip) => chip.getAttribute('title'))).toEqual([
      expect.stringMatching(/^12:00\sPM · Pending · Post p3$/),
      expect.stringMatching(/^12:00\sPM · Partly posted \(X \(Twitter\)\) · Post p4$/),
    ]);
    expect(chips[0]!.textContent).toMatch(/^12:00\sPM \(Pending\)Post p3$/);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Week' }));
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
    expect(within(today()).getAllByRole('listitem')[0]!.textContent).toContain('Post p3');
  });

  it('keeps cancelled posts under a filter of their own', async () => {
    const store = createAppStore();
    await store.dispatch(
      socialApi.util.upsertQueryData('scheduledPosts', myPosts(1, 'cancelled'), {
        posts: [post('p9', 'cancelled')],
        total: 1,
        page: 1,
        pageSize: 100,
      }),
    );
    await renderScreen(
      '/user/social-media?tab=scheduled',
      [post('p1', 'pending')],
      ANALYTICS,
      store,
    );
    const filters = screen.getByRole('group', { name: 'Show posts' });
    const shown = () => screen.getAllByRole('article').map((item) => item.textContent ?? '');
    expect(shown()).toEqual([expect.stringContaining('Post p1')]);
    expect(
      within(filters)
        .getByRole('button', { name: 'Scheduled and sent' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.click(within(filters).getByRole('button', { name: 'Cancelled' }));
    expect(shown()).toEqual([expect.stringContaining('Post p9')]);
    expect(
      within(screen.getAllByRole('article')[0]!).getAllByText('Cancelled').length,
    ).toBeGreaterThan(0);
  });

  it('shows drafts with their badge and own actions under a Drafts filter its address names', async () => {
    const store = createAppStore();
    const draft: ScheduledPost = {
      ...post('d1', 'pending'),
      status: 'draft',
      outcome: 'draft',
      scheduledTime: null,
      deliveries: [],
    };
    await store.dispatch(
      socialApi.util.upsertQueryData('scheduledPosts', myPosts(1, 'draft'), {
        posts: [draft],
        total: 1,
        page: 1,
        pageSize: 100,
      }),
    );
    await renderScreen(
      '/user/social-media?tab=scheduled&status=draft',
      [post('p1', 'pending'), draft],
      ANALYTICS,
      store,
    );
    const filters = screen.getByRole('group', { name: 'Show posts' });
    expect(
      within(filters).getByRole('button', { name: 'Drafts' }).getAttribute('aria-pressed'),
    ).toBe('true');
    const [shown, ...others] = screen.getAllByRole('article');
    expect(others).toEqual([]);
    within(shown!).getByText('Draft');
    within(shown!).getByText('no time chosen yet');
    expect(
      within(shown!)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual(['Edit', 'Schedule', 'Post Now', 'Delete this draft']);
    // Scheduling a draft without a time asks for one first, in the editor.
    fireEvent.click(within(shown!).getByRole('button', { name: 'Schedule' }));
    expect(lastToast()?.title).toBe('Choose a Time First');
    screen.getByRole('dialog', { name: 'Edit Draft' });
  });

  it('opens a post from its chip, and moves a pending one to another day at its time of day', async () => {
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    tomorrow.setHours(0, 0, 0, 0);
    const at = new Date();
    at.setHours(23, 30, 0, 0);
    const patches: { url: string; body: unknown }[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (request: { url: string; init?: RequestInit }) => {
      if (request.init?.method !== 'PATCH') return new Promise<never>(() => undefined);
      const body = JSON.parse(String(request.init.body)) as { scheduledTime: string };
      patches.push({ url: request.url, body });
      const answer = JSON.stringify({ ...post('p3', 'pending'), ...body });
      const response = {
        status: 200,
        ok: true,
        headers: new Headers({ 'content-type': 'application/json' }),
        text: async () => answer,
        clone: () => response,
      };
      return response;
    }) as unknown as typeof fetch;
    try {
      await renderScreen('/user/social-media?tab=scheduled', [
        { ...post('p3', 'pending'), scheduledTime: at.toISOString() },
      ]);
      fireEvent.mouseDown(screen.getByRole('tab', { name: 'Calendar' }));
      fireEvent.click(screen.getByRole('button', { name: /^Open the post: .* Post p3$/ }));
      const opened = screen.getByRole('dialog', { name: 'Post' });
      within(opened).getByText('Post p3');
      fireEvent.click(within(opened).getByRole('button', { name: 'Move to…' }));
      const dialog = screen.getByRole('dialog', { name: 'Move to another day' });
      within(dialog).getByText(/keeps its time of day, 11:30\sPM/);
      fireEvent.change(within(dialog).getByLabelText('Day'), {
        target: { value: dayKey(tomorrow) },
      });
      await act(async () => {
        fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
      });
      expect(patches).toHaveLength(1);
      expect(patches[0]!.url).toMatch(/\/social\/scheduled-posts\/p3$/);
      const moved = new Date((patches[0]!.body as { scheduledTime: string }).scheduledTime);
      expect(dayKey(moved)).toBe(dayKey(tomorrow));
      expect([moved.getHours(), moved.getMinutes()]).toEqual([23, 30]);
      expect(screen.queryByRole('dialog', { name: 'Move to another day' })).toBeNull();
      expect(lastToast()).toMatchObject({ title: 'Post Moved' });

      // Dragged onto another day: the same move.
      const chip = screen.getByRole('button', { name: /^Open the post: .* Post p3$/ });
      expect(chip.getAttribute('draggable')).toBe('true');
      const data = new Map<string, string>();
      const dataTransfer = {
        setData: (type: string, value: string) => data.set(type, value),
        getData: (type: string) => data.get(type) ?? '',
        get types() {
          return [...data.keys()];
        },
        effectAllowed: 'all',
      };
      fireEvent.dragStart(chip, { dataTransfer });
      const cellOf = (day: Date) =>
        screen
          .getAllByRole('cell')
          .find((cell) => cell.querySelector(`time[datetime="${dayKey(day)}"]`));
      // Tomorrow may be on the next month's page (the chip is dragged from this one).
      if (!cellOf(tomorrow)) fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
      const target = cellOf(tomorrow)!;
      await act(async () => {
        fireEvent.dragOver(target, { dataTransfer });
        fireEvent.drop(target, { dataTransfer });
      });
      expect(patches).toHaveLength(2);
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('starts a post on a day chosen on the calendar', async () => {
    await renderScreen('/user/social-media?tab=scheduled', [post('p1', 'pending')]);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Calendar' }));
    const today = new Date();
    const label = `New post on ${format(today, 'EEEE, MMMM d')}`;
    fireEvent.click(screen.getByRole('button', { name: label }));
    expect(screen.getByRole('tab', { name: 'Create Post' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    screen.getByText(`Selected: ${format(today, 'EEEE, MMMM d, yyyy')}`);
    // A past day cannot start a post.
    const yesterday = new Date();
    yesterday.setDate(yesterday.getDate() - 1);
    expect(
      screen.queryByRole('button', { name: `New post on ${format(yesterday, 'EEEE, MMMM d')}` }),
    ).toBeNull();
  });

  it('lists the month’s days on a phone instead of the grid, today among them', async () => {
    const realMatchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...realMatchMedia(query),
      matches: query === PHONE_QUERY,
    })) as typeof window.matchMedia;
    try {
      const noon = new Date();
      noon.setHours(12, 0, 0, 0);
      await renderScreen('/user/social-media?tab=scheduled', [
        { ...post('p3', 'pending'), scheduledTime: noon.toISOString() },
      ]);
      fireEvent.mouseDown(screen.getByRole('tab', { name: 'Calendar' }));
      expect(screen.queryByRole('table')).toBeNull();
      const days = screen.getByRole('list', { name: /^Days in / });
      const today = within(days)
        .getAllByRole('listitem')
        .find((item) => item.getAttribute('aria-current') === 'date')!;
      within(today).getByText(/\(today\)/);
      within(today).getByRole('button', { name: /Post p3$/ });
    } finally {
      window.matchMedia = realMatchMedia;
    }
  });

  it('asks before cancelling', async () => {
    await renderScreen('/user/social-media?tab=scheduled', [post('p1', 'pending')]);
    fireEvent.click(screen.getByRole('button', { name: /^Cancel the post/ }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this post?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep Post' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Analytics and Accounts', () => {
  it('shows the four cards and the platform breakdown, each saying what it counts', async () => {
    await renderScreen('/user/social-media?tab=analytics');
    expect(screen.getByRole('region', { name: 'Total Posts' }).textContent).toContain('5');
    screen.getByText('last 30 days · 1 still waiting');
    const bar = (name: string) =>
      (screen.getByRole('progressbar', { name }) as HTMLProgressElement).value;
    expect(bar('Success rate 75%')).toBe(75);
    screen.getByText('Need attention · 1 partly posted');
    expect(bar('X (Twitter): 80% of posts')).toBe(80);
    screen.getByText('4 posts');
    for (const [card, definition] of [
      ['Total Posts', SOCIAL_ANALYTICS_DEFINITIONS.totalPosts],
      ['Success Rate', SOCIAL_ANALYTICS_DEFINITIONS.successRate],
      ['Successful', SOCIAL_ANALYTICS_DEFINITIONS.successfulPosts],
      ['Failed', SOCIAL_ANALYTICS_DEFINITIONS.failedPosts],
      ['Platform Breakdown', SOCIAL_ANALYTICS_DEFINITIONS.platformBreakdown],
    ]) {
      within(screen.getByRole('region', { name: card })).getByRole('button', {
        name: `${card}: ${definition}`,
      });
    }
  });

  it('shows "—" for the success rate while no post has finished', async () => {
    await renderScreen('/user/social-media?tab=analytics', [], {
      ...ANALYTICS,
      totalPosts: 2,
      successRate: null,
      successfulPosts: 0,
      failedPosts: 0,
      partlyPostedPosts: 0,
      pendingPosts: 2,
    });
    const rate = screen.getByRole('region', { name: 'Success Rate' });
    within(rate).getByText('—');
    expect(within(rate).queryByText(/%/)).toBeNull();
    screen.getByRole('progressbar', { name: 'Success rate: no post has finished yet' });
  });

  it('shows each platform connected, needing reconnection, not connected, or not set up', async () => {
    await renderScreen('/user/social-media?tab=accounts');
    const x = screen.getByRole('listitem', { name: 'X (Twitter)' });
    within(x).getByText('Connected as @sandglass');
    within(x).getByText('Connected');
    within(x).getByText('Sandbox');
    expect(
      within(x)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Reconnect', 'Disconnect']);

    const linkedin = screen.getByRole('listitem', { name: 'LinkedIn' });
    expect(
      within(linkedin)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Reconnect', 'Disconnect']);

    const facebook = screen.getByRole('listitem', { name: 'Facebook' });
    within(facebook).getByText('Not connected');
    expect(
      (within(facebook).getByRole('button', { name: 'Connect Facebook' }) as HTMLButtonElement)
        .disabled,
    ).toBe(false);

    const instagram = screen.getByRole('listitem', { name: 'Instagram' });
    expect(
      (within(instagram).getByRole('button', { name: 'Connect Instagram' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    // Operators' notes (client ids, secrets, the sandbox) are not for members.
    expect(screen.queryByRole('region', { name: 'API Configuration' })).toBeNull();
    expect(screen.queryByText(/client (id|secret)|_CLIENT_|simulator/i)).toBeNull();
    within(instagram).getByText('Not available yet: Sandglass has not set it up.');
    within(x).getByText('A practice connection: posts go to a test copy, not to X (Twitter).');
  });

  it('shows each account’s health: when its connection ends, its last post and its last error', async () => {
    await renderScreen('/user/social-media?tab=accounts');
    const x = within(screen.getByRole('listitem', { name: 'X (Twitter)' }));
    const xHealth = x.getByLabelText('@sandglass health');
    expect(xHealth.textContent).toContain('ConnectionRenews on its own');
    expect(xHealth.textContent).toMatch(/Last postNov 20, 2026, \d+:00 [AP]M/);
    expect(xHealth.textContent).not.toContain('Last error');

    const linkedin = within(screen.getByRole('listitem', { name: 'LinkedIn' }));
    const linkedinHealth = linkedin.getByLabelText('Ada Lovelace health');
    expect(linkedinHealth.textContent).toMatch(/ConnectionExpires Dec 31, 2026/);
    expect(linkedinHealth.textContent).toContain('Last postNone published yet');
    expect(linkedinHealth.textContent).toContain(
      'Last errorLinkedIn refused to renew this account’s access.',
    );
    linkedin.getByRole('button', { name: 'Reconnect LinkedIn' });
  });

  it('shows an admin the API Configuration note, with each platform’s variables', async () => {
    const store = createAppStore();
    await store.dispatch(socialApi.util.upsertQueryData('socialPlatforms', undefined, PLATFORMS));
    await store.dispatch(socialApi.util.upsertQueryData('socialAccounts', undefined, ACCOUNTS));
    renderWithApp(<SocialMediaScreen />, {
      path: '/user/social-media?tab=accounts',
      session: 'admin',
      store,
    });
    const note = screen.getByRole('region', { name: 'API Configuration' });
    within(note).getByText('TWITTER_CLIENT_ID');
    within(note).getByText('INSTAGRAM_CLIENT_SECRET');
  });

  it('offers, after reconnecting, to queue again the scheduled posts the disconnection failed', async () => {
    const store = createAppStore();
    const failed = {
      ...post('p9', 'failed'),
      outcome: 'failed' as const,
      status: 'failed' as const,
    };
    await store.dispatch(
      socialApi.util.upsertQueryData('requeueOffer', 'twitter', {
        platform: 'twitter',
        posts: [failed],
      }),
    );
    await act(() =>
      renderScreen('/user/social-media?tab=accounts&connected=twitter', [], ANALYTICS, store),
    );
    const dialog = screen.getByRole('dialog', { name: 'Queue this post for X (Twitter) again?' });
    within(dialog).getByText(/goes out at its scheduled time, not now/);
    within(dialog).getByText('Post p9');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not Now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells the member a platform came back connected', async () => {
    await act(() => renderScreen('/user/social-media?tab=accounts&connected=twitter'));
    expect(lastToast()).toMatchObject({
      title: 'Account Connected',
      description: 'X (Twitter) is connected. You can post to it now.',
    });
  });
});
