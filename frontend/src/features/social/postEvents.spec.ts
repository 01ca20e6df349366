/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import type { ScheduledPost, ScheduledPostPage, SocialPostEvent } from '@sandglass/shared';
import { readPostEvents, reconnectDelayMs, withNewerPosts, withOwnerKept } from './postEvents';

function post(id: string, status: ScheduledPost['status'], updatedAt: string): ScheduledPost {
  return {
    id,
    status,
    outcome: status,
    scheduledTime: '2026-12-01T09:00:00.000Z',
    content: { text: id, media: [] },
    platforms: ['twitter'],
    deliveries: [],
    campaignLinks: true,
    campaign: null,
    userId: 'u1',
    createdAt: '2026-11-30T09:00:00.000Z',
    updatedAt,
  };
}

function page(...posts: ScheduledPost[]): ScheduledPostPage {
  return { posts, total: posts.length, page: 1, pageSize: 20 };
}

function streamOf(chunks: string[], contentType = 'text/event-stream'): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': contentType } });
}

describe('reading the post event stream', () => {
  it('hands over each post event, skipping keep-alives, other events and garbage', async () => {
    const events: SocialPostEvent[] = [];
    const outcome = await readPostEvents(
      streamOf([
        ': connected\n\n',
        'event: post\ndata: {"post":{"id":"p1","status":"pos',
        'ted"}}\n\nevent: other\ndata: {}\n\n',
        'event: post\ndata: not json\n\n',
        'event: post\ndata: {"post":{"id":"p2","status":"failed"}}\n\n',
      ]),
      (event) => events.push(event),
    );
    expect(events.map(({ post }) => [post.id, post.status])).toEqual([
      ['p1', 'posted'],
      ['p2', 'failed'],
    ]);
    expect(outcome).toEqual({ ended: true });
  });

  it('returns a refusal as its body, for the base query to report', async () => {
    const body = { statusCode: 401, code: 'UNAUTHORIZED', message: 'Sign in again.' };
    const outcome = await readPostEvents(
      streamOf([JSON.stringify(body)], 'application/json'),
      () => undefined,
    );
    expect(outcome).toEqual(body);
  });

  it('waits longer after each failure, up to 30 s', () => {
    expect([0, 1, 2, 3, 10].map(reconnectDelayMs)).toEqual([1000, 2000, 4000, 8000, 30_000]);
  });

  it('keeps the owner an admin’s list named when the stream’s copy replaces a post', () => {
    const owner = { id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com' };
    const shown = { ...post('p1', 'pending', '2026-12-01T09:00:01.000Z'), owner };
    const pushed = post('p1', 'posted', '2026-12-01T09:00:02.000Z');
    expect(withOwnerKept(pushed, shown)).toEqual({ ...pushed, owner });
    // A member's own list names no owner, and gains none.
    const own = post('p1', 'pending', '2026-12-01T09:00:01.000Z');
    expect(withOwnerKept(pushed, own)).toBe(pushed);
  });

  it('keeps a post the stream made newer when a list fetched before it lands', () => {
    const shown = page(
      post('p1', 'posted', '2026-12-01T09:00:02.000Z'),
      post('p2', 'pending', '2026-12-01T08:00:00.000Z'),
    );
    const fetched = page(
      post('p3', 'pending', '2026-12-01T09:00:03.000Z'),
      post('p1', 'pending', '2026-12-01T09:00:01.000Z'),
      post('p2', 'failed', '2026-12-01T09:00:01.000Z'),
    );
    const merged = withNewerPosts(shown, fetched);
    expect(merged.posts.map(({ id, status }) => [id, status])).toEqual([
      ['p3', 'pending'],
      ['p1', 'posted'],
      ['p2', 'failed'],
    ]);
    expect(merged.total).toBe(3);
  });
});
