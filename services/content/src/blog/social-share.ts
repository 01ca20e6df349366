import { Inject, Injectable } from '@nestjs/common';
import { currentRequestId, LOGGER, REQUEST_ID_HEADER } from '@sandglass/server';
import {
  PLATFORM_DISPLAY_NAME,
  UPLOADS_PATH,
  isSocialPlatform,
  type BlogSocialShare,
  type ScheduledPost,
} from '@sandglass/shared';
import type { Logger } from 'pino';
import type { ContentConfig } from '../config.js';
import { CONTENT_CONFIG } from '../tokens.js';
import type { BlogPost } from './blog-post.entity.js';

/** How long the social service may take to make the draft. */
const SHARE_WAIT_MS = 15_000;

/** The images social can take: the upload store's PNG, JPEG and WebP (not GIF). */
const SHAREABLE_IMAGE = /^\/api\/uploads\/[a-f0-9]{64}\.(png|jpg|webp)$/;

/**
 * "Share on social": once an article is saved published, asks the social service
 * (`POST /internal/social/drafts`, with the admin's own token, after the article's commit) for a
 * draft post for that admin: the title, the excerpt and the article's address on the site, with
 * the featured image when it is one of the upload store's, for the platforms the admin has
 * connected. The same article revision asked twice answers the same draft (its source key).
 * A failure leaves the article saved and says so in one sentence; it is logged.
 */
@Injectable()
export class SocialShare {
  constructor(
    @Inject(CONTENT_CONFIG) private readonly config: ContentConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async share(authorization: string, post: BlogPost): Promise<BlogSocialShare> {
    const link = `${this.config.siteUrl}/insights/${encodeURIComponent(post.slug)}`;
    const imagePath = this.imagePath(post.featuredImageUrl);
    const requestId = currentRequestId();
    try {
      const response = await fetch(
        `${this.config.SOCIAL_URL.replace(/\/+$/, '')}/internal/social/drafts`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            authorization,
            ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}),
          },
          body: JSON.stringify({
            sourceKey: `blog:${post.id}:${post.updatedAt.toISOString()}`,
            text: [post.title, post.excerpt, link].join('\n\n'),
            ...(imagePath ? { imagePath } : {}),
          }),
          signal: AbortSignal.timeout(SHARE_WAIT_MS),
        },
      );
      if (!response.ok) throw new Error(`the social service answered ${response.status}`);
      const draft = (await response.json()) as ScheduledPost;
      const imageAttached = draft.content.media.length > 0;
      return {
        postId: draft.id,
        platforms: draft.platforms,
        imageAttached,
        message: this.sentence(draft, post.featuredImageUrl !== null && !imageAttached),
      };
    } catch (error) {
      this.logger.error(
        { err: error, articleId: post.id },
        'the social draft of a shared article could not be made',
      );
      return {
        postId: null,
        platforms: [],
        imageAttached: false,
        message:
          'The article is saved, but its social draft could not be made right now. Save it again with “Share on social” to try once more.',
      };
    }
  }

  /** The featured image as an upload-store path, when it is one social can take. */
  private imagePath(url: string | null): string | null {
    if (!url) return null;
    const path = url.startsWith(`${this.config.siteUrl}/`)
      ? url.slice(this.config.siteUrl.length)
      : url;
    return path.startsWith(UPLOADS_PATH) && SHAREABLE_IMAGE.test(path) ? path : null;
  }

  private sentence(draft: ScheduledPost, imageLeftOut: boolean): string {
    const names = draft.platforms.filter(isSocialPlatform).map((p) => PLATFORM_DISPLAY_NAME[p]);
    const where = 'Social Media → Scheduled, under Drafts';
    const made =
      names.length > 0
        ? `A draft for ${names.join(', ')} is waiting in ${where}.`
        : `A draft is waiting in ${where}; connect an account there and choose its platforms before scheduling it.`;
    return imageLeftOut
      ? `${made} The featured image could not come along (only uploaded PNG, JPEG or WebP images can); add an image in the draft.`
      : made;
  }
}
