import type { ScheduledPost, ScheduledPostPage, SocialPostEvent } from '@sandglass/shared';
import { readEventStream } from '../../lib/serverSentEvents';

/** The event GET /api/social/events sends when one of the caller's posts changes. */
export const POST_EVENT = 'post';

/** How a stream of post events ended when nothing went wrong: the server closed it. */
export interface PostEventsEnd {
  ended: true;
}

function isPostEvent(value: unknown): value is SocialPostEvent {
  const post = (value as Partial<SocialPostEvent> | null)?.post;
  return typeof post === 'object' && post !== null && typeof post.id === 'string';
}

/**
 * Reads GET /api/social/events as it arrives, handing each post event to `onEvent` (comments
 * such as keep-alives and other event names are skipped). Resolves when the server closes the
 * stream. An answer that is not a stream (a refusal such as a 401) is returned as its parsed
 * body, so the base query treats it as the API error it is.
 */
export async function readPostEvents(
  response: Response,
  onEvent: (event: SocialPostEvent) => void,
): Promise<PostEventsEnd | unknown> {
  const read = await readEventStream(response, (message) => {
    if (message.event !== POST_EVENT) return undefined;
    let data: unknown;
    try {
      data = JSON.parse(message.data);
    } catch {
      return undefined;
    }
    if (isPostEvent(data)) onEvent(data);
    return undefined;
  });
  return 'refusal' in read ? read.refusal : { ended: true };
}

/** Waits before reconnecting: 1 s, 2 s, 4 s... up to 30 s, so a server that is down is not hammered. */
export function reconnectDelayMs(failures: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, failures));
}

/**
 * Whether `incoming` may replace `shown`: it is not older. A list fetched before the worker's
 * last change can land after that change's event; the older copy must not win.
 */
export function isCurrent(incoming: ScheduledPost, shown: ScheduledPost): boolean {
  return Date.parse(incoming.updatedAt) >= Date.parse(shown.updatedAt);
}

/**
 * The event's copy of a post, to show in place of `shown`: an event carries the member's own
 * view, without the owner an admin's list (?scope=all) names, so the shown owner stays.
 */
export function withOwnerKept(incoming: ScheduledPost, shown: ScheduledPost): ScheduledPost {
  return incoming.owner === undefined && shown.owner !== undefined
    ? { ...incoming, owner: shown.owner }
    : incoming;
}

/** A fetched page, with any post the screen already holds in a newer copy kept as it is. */
export function withNewerPosts(
  shown: ScheduledPostPage,
  fetched: ScheduledPostPage,
): ScheduledPostPage {
  const held = new Map(shown.posts.map((post) => [post.id, post]));
  return {
    ...fetched,
    posts: fetched.posts.map((post) => {
      const current = held.get(post.id);
      return current && !isCurrent(post, current) ? current : post;
    }),
  };
}
