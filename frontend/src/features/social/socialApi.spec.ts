/** @jest-environment jsdom */
import '../../testing/domGlobals';
import { afterEach, describe, expect, it } from '@jest/globals';
import type { ScheduledPostPage } from '@sandglass/shared';
import { waitFor } from '@testing-library/react';
import { createAppStore } from '../../app/store';
import { authResponse } from '../../testing/renderWithApp';
import { sessionStarted } from '../../lib/sessionSlice';
import { myPosts, socialApi, takeEventStream } from './socialApi';

/** Just what RTK Query's fetchBaseQuery reads of a response (jsdom has no Response). */
function fakeResponse(body: string, contentType = 'application/json', stream?: unknown) {
  const response = {
    status: 200,
    ok: true,
    headers: new Headers({ 'content-type': contentType }),
    body: stream ?? null,
    text: async () => body,
    clone: () => response,
  };
  return response;
}

/** An event stream that stays open, as the server's does, until the request is aborted. */
const openStream = {
  getReader: () => ({
    read: () => new Promise<never>(() => undefined),
    releaseLock: () => undefined,
  }),
};

const emptyPage: ScheduledPostPage = { posts: [], total: 0, page: 1, pageSize: 100 };
const realFetch = globalThis.fetch;

afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('the social API', () => {
  it('asks for the member’s posts by send time, the cancelled ones apart', async () => {
    const calls: string[] = [];
    globalThis.fetch = (async (request: { url: string }) => {
      calls.push(String(request.url));
      return fakeResponse(JSON.stringify(emptyPage));
    }) as unknown as typeof fetch;
    const store = createAppStore();
    store.dispatch(sessionStarted(authResponse('member')));
    await store.dispatch(socialApi.endpoints.scheduledPosts.initiate(myPosts()));
    await store.dispatch(socialApi.endpoints.scheduledPosts.initiate(myPosts(2, 'cancelled')));
    const [active, cancelled] = calls.map((url) => new URL(url, 'http://localhost').searchParams);
    expect(active!.get('sort')).toBe('send_time');
    expect(active!.get('includeCancelled')).toBe('false');
    expect(active!.get('status')).toBeNull();
    expect(cancelled!.get('status')).toBe('cancelled');
    expect(cancelled!.get('page')).toBe('2');
  });

  it('refetches the lists after Schedule while the event stream is open', async () => {
    const calls: string[] = [];
    globalThis.fetch = (async (request: { url: string }) => {
      const url = String(request.url);
      calls.push(url);
      if (url.endsWith('/social/events')) return fakeResponse('', 'text/event-stream', openStream);
      if (url.includes('/social/scheduled-posts')) return fakeResponse(JSON.stringify(emptyPage));
      return fakeResponse(JSON.stringify({ id: 'p1' }));
    }) as unknown as typeof fetch;
    const store = createAppStore();
    store.dispatch(sessionStarted(authResponse('member')));
    const list = store.dispatch(socialApi.endpoints.scheduledPosts.initiate(myPosts()));
    await list;

    void store.dispatch(socialApi.endpoints.followPostEvents.initiate('run', { track: false }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stream = takeEventStream('run');
    expect(stream).toBeDefined();
    await waitFor(() =>
      expect(calls.filter((url) => url.endsWith('/social/events'))).toHaveLength(1),
    );

    await store
      .dispatch(
        socialApi.endpoints.schedulePost.initiate({
          content: { text: 'Hello', mediaIds: [] },
          platforms: ['twitter'],
          scheduledTime: '2026-12-01T09:00:00+01:00',
        }),
      )
      .unwrap();
    await waitFor(() =>
      expect(calls.filter((url) => url.includes('/social/scheduled-posts'))).toHaveLength(2),
    );
    stream?.stop();
    list.unsubscribe();
  });

  it('keeps what the stream pushed when a list read before it lands afterwards', async () => {
    const older = {
      id: 'p1',
      status: 'pending' as const,
      outcome: 'pending' as const,
      scheduledTime: '2026-12-01T09:00:00.000Z',
      content: { text: 'Retry me', media: [] },
      platforms: ['twitter' as const],
      deliveries: [],
      campaignLinks: true,
      campaign: null,
      userId: 'u1',
      createdAt: '2026-11-30T09:00:00.000Z',
      updatedAt: '2026-12-01T09:00:01.000Z',
    };
    const stale: ScheduledPostPage = { ...emptyPage, posts: [older], total: 1 };
    globalThis.fetch = (async () => fakeResponse(JSON.stringify(stale))) as unknown as typeof fetch;
    const store = createAppStore();
    store.dispatch(sessionStarted(authResponse('member')));
    const list = store.dispatch(socialApi.endpoints.scheduledPosts.initiate(myPosts()));
    await list;
    // The stream's event: the worker published it.
    store.dispatch(
      socialApi.util.updateQueryData('scheduledPosts', myPosts(), (page) => {
        page.posts[0] = {
          ...older,
          status: 'posted',
          outcome: 'posted',
          updatedAt: '2026-12-01T09:00:02.000Z',
        };
      }),
    );
    await list.refetch();
    const shown = socialApi.endpoints.scheduledPosts.select(myPosts())(store.getState() as never);
    expect(shown.data?.posts[0]?.status).toBe('posted');
    list.unsubscribe();
  });
});
