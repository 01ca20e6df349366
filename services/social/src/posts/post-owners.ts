import { Inject, Injectable } from '@nestjs/common';
import {
  currentRequestId,
  LOGGER,
  REQUEST_ID_HEADER,
  USER_DIRECTORY_MAX_IDS,
  USER_DIRECTORY_PATH,
  type DirectoryUser,
  type UserDirectoryAnswer,
} from '@sandglass/server';
import type { ScheduledPost, SocialPostOwner } from '@sandglass/shared';
import type { Logger } from 'pino';
import { SOCIAL_CONFIG } from '../common/tokens.js';

/** What the owners lookup reads of the service's config (SocialConfig). */
export interface PostOwnersSettings {
  readonly AUTH_URL: string;
}

/** How long the auth service may take to name a page of owners before the page goes without. */
const LOOKUP_TIMEOUT_MS = 2000;

/** The name an owner whose account no longer exists is shown under. */
export const DELETED_MEMBER = 'Deleted member';

/**
 * Names the owners of a page of posts for admins (?scope=all): one call to the auth service's
 * user directory (`GET /internal/users?ids=…`) for the page, never one per post. An id the
 * directory does not know belongs to a deleted account ("Deleted member"); when the auth
 * service cannot answer, the posts go out with `owner: null` rather than not at all.
 */
@Injectable()
export class PostOwners {
  constructor(
    @Inject(SOCIAL_CONFIG) private readonly config: PostOwnersSettings,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async name(posts: ScheduledPost[]): Promise<ScheduledPost[]> {
    const ids = [...new Set(posts.map((post) => post.userId))];
    if (ids.length === 0) return posts;
    const known = await this.lookup(ids);
    return posts.map((post) => ({ ...post, owner: known && ownerOf(post.userId, known) }));
  }

  /** The directory's users by id, or null when the auth service could not answer. */
  private async lookup(ids: readonly string[]): Promise<Map<string, DirectoryUser> | null> {
    const found = new Map<string, DirectoryUser>();
    const requestId = currentRequestId();
    try {
      for (let start = 0; start < ids.length; start += USER_DIRECTORY_MAX_IDS) {
        const query = new URLSearchParams({
          ids: ids.slice(start, start + USER_DIRECTORY_MAX_IDS).join(','),
        });
        const response = await fetch(
          `${this.config.AUTH_URL.replace(/\/+$/, '')}${USER_DIRECTORY_PATH}?${query}`,
          {
            headers: {
              accept: 'application/json',
              ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}),
            },
            signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
          },
        );
        if (!response.ok) throw new Error(`answered ${response.status}`);
        const answer = (await response.json()) as Partial<UserDirectoryAnswer>;
        for (const user of answer.users ?? []) found.set(user.id, user);
      }
      return found;
    } catch (error) {
      this.logger.warn(
        { err: error },
        'the auth service did not name the posts’ owners; they are listed without',
      );
      return null;
    }
  }
}

function ownerOf(id: string, known: Map<string, DirectoryUser>): SocialPostOwner {
  const user = known.get(id);
  return user
    ? { id, name: user.name, email: user.email }
    : { id, name: DELETED_MEMBER, email: null };
}
