import { SLUG_MAX_LENGTH, slugify } from '@sandglass/shared';
import type { EntityManager, ObjectLiteral, Repository } from 'typeorm';
import { isUniqueViolation } from './database-errors.js';

/** The first of `base`, `base-2`, `base-3`, … that no row of the table uses; null when none fits. */
async function freeSlug(rows: Repository<ObjectLiteral>, base: string): Promise<string | null> {
  const taken: Array<{ slug: string }> = await rows
    .createQueryBuilder('row')
    .select('row.slug', 'slug')
    .where('row.slug = :base OR row.slug LIKE :pattern', { base, pattern: `${base}-%` })
    .getRawMany();
  const used = new Set(taken.map((row) => row.slug));
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n += 1;
  const slug = `${base}-${n}`;
  return slug.length <= SLUG_MAX_LENGTH ? slug : null;
}

export interface SlugRequest<T extends { slug: string }> {
  repository: Repository<T>;
  /** The unique index on the slug column, e.g. `blog_posts_slug_key`. */
  constraint: string;
  /** The row to save; its slug is set here. */
  row: T;
  /** The slug the caller chose; taken means a 409. */
  requested?: string;
  /** Text to make a slug from when none was chosen (a name or title). */
  source: string;
  /** Used when `source` has no letters or digits. */
  fallback: string;
  taken(slug: string): Error;
  /** Other writes that must commit with this one, run first in its transaction. */
  before?: (manager: EntityManager) => Promise<void>;
}

/**
 * Saves with a unique slug. A chosen slug that is taken is refused; a generated one gets the
 * next free number. Every slugged write of a table holds one transaction lock for it (in
 * PostgreSQL, so across replicas), so the free number read is still free when written: a dozen
 * parallel creates of one name get a dozen numbers instead of racing for the same one.
 */
export function saveWithSlug<T extends { slug: string }>(request: SlugRequest<T>): Promise<T> {
  const { repository, constraint, row, requested, taken } = request;
  return repository.manager.transaction(async (manager: EntityManager) => {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`sandglass:${constraint}`]);
    const rows = manager.getRepository<T>(repository.target);
    await request.before?.(manager);
    if (requested === undefined) {
      const base = (slugify(request.source) || request.fallback)
        .slice(0, SLUG_MAX_LENGTH - 4)
        .replace(/-+$/, '');
      const slug = await freeSlug(rows as Repository<ObjectLiteral>, base);
      // Only a name shared by thousands of rows runs out of numbers that fit.
      if (slug === null) throw taken(base);
      row.slug = slug;
      return rows.save(row);
    }
    row.slug = requested;
    try {
      return await rows.save(row);
    } catch (error) {
      if (isUniqueViolation(error, constraint)) throw taken(requested);
      throw error;
    }
  });
}
