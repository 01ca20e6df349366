import { SLUG_MAX_LENGTH, SLUG_PATTERN, type BlogPost } from '@sandglass/shared';
import type { Logger } from 'pino';

/** What the content service said about a slug. */
export type ArticleLookup =
  | { kind: 'found'; post: BlogPost }
  | { kind: 'missing' }
  /** Down, slow or answering nonsense: the page gets generic tags and is not cached as missing. */
  | { kind: 'unavailable' };

/** A crawler waits for the page; a slow content service must not hold it up for long. */
const FETCH_TIMEOUT_MS = 1500;
/** Bounds the memory a crawler walking made-up slugs can take. */
const MAX_ENTRIES = 1000;

function isBlogPost(value: unknown): value is BlogPost {
  const post = value as Partial<BlogPost> | null;
  return (
    typeof post === 'object' &&
    post !== null &&
    typeof post.slug === 'string' &&
    typeof post.title === 'string' &&
    typeof post.excerpt === 'string' &&
    typeof post.createdAt === 'string'
  );
}

/**
 * Reads a published article from the content service (`GET /api/blog/:slug`, no credentials, so
 * drafts stay hidden) for the head tags of its page, keeping the answer (found or missing) for
 * `cacheSeconds` so a burst of link previews, or a crawler walking made-up slugs, costs one
 * request. Concurrent lookups of one slug share a request. `forget` drops what is kept about a
 * slug the content service announced as changed (ArticleChanges); the time only bounds how stale
 * an answer can be while announcements cannot arrive.
 */
export class ArticleSource {
  private readonly cache = new Map<string, { expiresAt: number; lookup: ArticleLookup }>();
  private readonly inFlight = new Map<string, Promise<ArticleLookup>>();
  /** Counts forgetting: a lookup that started before one is answered but not kept. */
  private generation = 0;

  constructor(
    private readonly contentUrl: string,
    private readonly cacheSeconds: number,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  async find(slug: string): Promise<ArticleLookup> {
    if (slug.length > SLUG_MAX_LENGTH || !SLUG_PATTERN.test(slug)) return { kind: 'missing' };
    const cached = this.cache.get(slug);
    if (cached && cached.expiresAt > this.now()) return cached.lookup;
    const shared = this.inFlight.get(slug);
    if (shared) return shared;
    const pending = this.fetchAndKeep(slug);
    this.inFlight.set(slug, pending);
    void pending.finally(() => {
      if (this.inFlight.get(slug) === pending) this.inFlight.delete(slug);
    });
    return pending;
  }

  /** Drops what is kept about these slugs (all of them: every slug), lookups under way included. */
  forget(slugs: readonly string[] | 'all'): void {
    this.generation += 1;
    if (slugs === 'all') {
      this.cache.clear();
      this.inFlight.clear();
      return;
    }
    for (const slug of slugs) {
      this.cache.delete(slug);
      this.inFlight.delete(slug);
    }
  }

  private async fetchAndKeep(slug: string): Promise<ArticleLookup> {
    const generation = this.generation;
    const lookup = await this.fetch(slug);
    // Something was forgotten meanwhile: this answer may predate the change, so it is not kept.
    if (generation !== this.generation) return lookup;
    if (lookup.kind !== 'unavailable' && this.cacheSeconds > 0) {
      this.cache.delete(slug);
      this.cache.set(slug, { expiresAt: this.now() + this.cacheSeconds * 1000, lookup });
      if (this.cache.size > MAX_ENTRIES) {
        const oldest = this.cache.keys().next().value;
        if (oldest !== undefined) this.cache.delete(oldest);
      }
    }
    return lookup;
  }

  private async fetch(slug: string): Promise<ArticleLookup> {
    // Writing the head tags is not a reader: the view is counted when the page asks for the article.
    const url = `${this.contentUrl.replace(/\/$/, '')}/api/blog/${encodeURIComponent(slug)}?countView=false`;
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
      if (response.status === 404) {
        await response.body?.cancel();
        return { kind: 'missing' };
      }
      const body: unknown = response.ok ? await response.json() : undefined;
      if (!response.ok) await response.body?.cancel();
      if (isBlogPost(body)) return { kind: 'found', post: body };
      this.logger.warn({ slug, status: response.status }, 'article head: unexpected answer');
    } catch (error) {
      this.logger.warn({ slug, err: error }, 'article head: content service unavailable');
    }
    return { kind: 'unavailable' };
  }
}
