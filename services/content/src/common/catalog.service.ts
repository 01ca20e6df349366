import type { ListQuery, Paged } from '@sandglass/server';
import type { DeepPartial } from 'typeorm';
import type { CatalogRepository, CatalogRow } from './catalog.repository.js';
import { definedFields } from './defined-fields.js';

/** The feature's own errors for the rules every catalogue shares. */
export interface CatalogErrors {
  notFound: () => Error;
  slugTaken: (slug: string) => Error;
}

/**
 * The rules the three catalogues (portfolio, team, programs) share: a row is created and
 * updated with a unique slug, and an unknown id is the feature's not-found error. Each
 * feature's service extends it with its errors and the rules only it has.
 */
export abstract class CatalogService<T extends CatalogRow, Input extends { slug?: string }> {
  protected constructor(
    protected readonly rows: CatalogRepository<T>,
    private readonly errors: CatalogErrors,
  ) {}

  /** In sort order, then by name: every row unless the query names a page size. */
  list(query: ListQuery): Promise<Paged<T>> {
    return this.rows.list(query);
  }

  async find(id: string): Promise<T> {
    const row = await this.rows.findById(id);
    if (!row) throw this.errors.notFound();
    return row;
  }

  exists(id: string): Promise<boolean> {
    return this.rows.exists(id);
  }

  create(input: Input): Promise<T> {
    const { slug, ...fields } = input;
    return this.saveSlugged(this.rows.build(definedFields(fields) as DeepPartial<T>), slug);
  }

  async update(id: string, input: Partial<Input>): Promise<T> {
    const row = await this.find(id);
    const { slug, ...fields } = input;
    Object.assign(row, definedFields(fields));
    if (slug === undefined) return this.rows.save(row);
    return this.saveSlugged(row, slug);
  }

  async remove(id: string): Promise<void> {
    if (!(await this.rows.delete(id))) throw this.errors.notFound();
  }

  /** Saves with the chosen slug, or with one made from the name when none was chosen. */
  private saveSlugged(row: T, requested?: string): Promise<T> {
    return this.rows.saveWithSlug(row, requested, this.errors.slugTaken);
  }
}
