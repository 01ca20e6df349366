import { pageWindow, searchWhere, type ListQuery, type Paged } from '@sandglass/server';
import type { DeepPartial, FindOptionsOrder, FindOptionsWhere, Repository } from 'typeorm';
import { saveWithSlug } from './slugs.js';

/** A row of the public catalogues: portfolio companies, team members, programs. */
export interface CatalogRow {
  id: string;
  slug: string;
  name: string;
  sortOrder: number;
}

export interface CatalogTable<T> {
  /** The unique index on the slug column, e.g. `programs_slug_key`. */
  slugKey: string;
  /** The slug of a row whose name has no letters or digits. */
  slugFallback: string;
  /** The columns a search (`q`) matches, ignoring case. */
  searchFields: readonly (keyof T & string)[];
  /** The columns a new row starts with, before the fields given. */
  defaults: DeepPartial<T>;
}

/**
 * The queries the three catalogues share; each aggregate's repository extends it with its own
 * table and the queries only it has.
 */
export abstract class CatalogRepository<T extends CatalogRow> {
  protected constructor(
    protected readonly rows: Repository<T>,
    private readonly table: CatalogTable<T>,
  ) {}

  /** In sort order, then by name: every row unless the query names a page size. */
  async list(query: ListQuery): Promise<Paged<T>> {
    const [items, total] = await this.rows.findAndCount({
      where: searchWhere<T>({}, this.table.searchFields, query.q),
      order: { sortOrder: 'ASC', name: 'ASC', id: 'ASC' } as FindOptionsOrder<T>,
      ...pageWindow(query, null),
    });
    return { items, total };
  }

  findById(id: string): Promise<T | null> {
    return this.rows.findOneBy({ id } as FindOptionsWhere<T>);
  }

  exists(id: string): Promise<boolean> {
    return this.rows.existsBy({ id } as FindOptionsWhere<T>);
  }

  /** A row not yet saved, with the defaults of a new one under `fields`. */
  build(fields: DeepPartial<T>): T {
    return this.rows.create({ ...this.table.defaults, ...fields });
  }

  save(row: T): Promise<T> {
    return this.rows.save(row);
  }

  /**
   * Saves with a unique slug: `requested` when given (`taken` says why not when another row
   * has it), else one made from the name.
   */
  saveWithSlug(row: T, requested: string | undefined, taken: (slug: string) => Error): Promise<T> {
    return saveWithSlug({
      repository: this.rows,
      constraint: this.table.slugKey,
      row,
      requested,
      source: row.name,
      fallback: this.table.slugFallback,
      taken,
    });
  }

  /** Whether a row was there to delete. */
  async delete(id: string): Promise<boolean> {
    const result = await this.rows.delete({ id } as FindOptionsWhere<T>);
    return Boolean(result.affected);
  }
}
