import { SLUG_MAX_LENGTH, slugify } from '@sandglass/shared';
import type { ObjectLiteral, Repository } from 'typeorm';
import { isUniqueViolation } from './database-errors.js';

/** The first of `base`, `base-2`, `base-3`, … that no row of the table uses. */
async function freeSlug(repository: Repository<ObjectLiteral>, base: string): Promise<string> {
  const rows: Array<{ slug: string }> = await repository
    .createQueryBuilder('row')
    .select('row.slug', 'slug')
    .where('row.slug = :base OR row.slug LIKE :pattern', { base, pattern: `${base}-%` })
    .getRawMany();
  const used = new Set(rows.map((row) => row.slug));
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

export interface SlugRequest<T> {
  repository: Repository<ObjectLiteral>;
  /** The unique index on the slug column, e.g. `blog_posts_slug_key`. */
  constraint: string;
  /** The slug the caller chose; taken means a 409. */
  requested?: string;
  /** Text to make a slug from when none was chosen (a name or title). */
  source: string;
  /** Used when `source` has no letters or digits. */
  fallback: string;
  save(slug: string): Promise<T>;
  taken(slug: string): Error;
}

/**
 * Saves with a unique slug. A chosen slug that is taken is refused; a generated one gets the
 * next free number, and a replica racing for the same number simply tries the next one.
 */
export async function saveWithSlug<T>(request: SlugRequest<T>): Promise<T> {
  if (request.requested !== undefined) {
    try {
      return await request.save(request.requested);
    } catch (error) {
      if (isUniqueViolation(error, request.constraint)) throw request.taken(request.requested);
      throw error;
    }
  }
  const base = (slugify(request.source) || request.fallback)
    .slice(0, SLUG_MAX_LENGTH - 4)
    .replace(/-+$/, '');
  for (let attempt = 1; ; attempt += 1) {
    const slug = await freeSlug(request.repository, base);
    try {
      return await request.save(slug);
    } catch (error) {
      if (!isUniqueViolation(error, request.constraint) || attempt === 3) throw error;
    }
  }
}
