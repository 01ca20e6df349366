import { isSlug } from '@sandglass/shared';

/**
 * The Redis pub/sub channel on which the content service announces the addresses of articles it
 * has just written (created, edited, published, unpublished, moved or deleted), so that every
 * gateway replica drops what it kept about them before the write is answered.
 */
export function articleChangesChannel(redisPrefix: string): string {
  return `${redisPrefix}:content:articles-changed`;
}

/** One announcement: the slugs whose answers changed (an article's old and new one on a move). */
export function articleChangesMessage(slugs: readonly string[]): string {
  return JSON.stringify({ slugs });
}

/** The slugs an announcement names; none when it is not one. */
export function readArticleChanges(message: string): string[] {
  try {
    const { slugs } = JSON.parse(message) as { slugs?: unknown };
    if (!Array.isArray(slugs)) return [];
    return slugs.filter((slug): slug is string => isSlug(slug));
  } catch {
    return [];
  }
}
