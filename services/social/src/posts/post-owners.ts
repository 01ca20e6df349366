import { Inject, Injectable } from '@nestjs/common';
import { LOGGER, type DirectoryUser } from '@sandglass/server';
import type { ScheduledPost, SocialPostOwner } from '@sandglass/shared';
import type { Logger } from 'pino';
import { UserDirectory } from '../common/user-directory.js';

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
    private readonly directory: UserDirectory,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async name(posts: ScheduledPost[]): Promise<ScheduledPost[]> {
    const ids = [...new Set(posts.map((post) => post.userId))];
    if (ids.length === 0) return posts;
    let known: Map<string, DirectoryUser> | null;
    try {
      known = await this.directory.find(ids, LOOKUP_TIMEOUT_MS);
    } catch (error) {
      this.logger.warn(
        { err: error },
        'the auth service did not name the posts’ owners; they are listed without',
      );
      known = null;
    }
    return posts.map((post) => ({ ...post, owner: known && ownerOf(post.userId, known) }));
  }
}

function ownerOf(id: string, known: Map<string, DirectoryUser>): SocialPostOwner {
  const user = known.get(id);
  return user
    ? { id, name: user.name, email: user.email }
    : { id, name: DELETED_MEMBER, email: null };
}
