import { applyDecorators } from '@nestjs/common';
import { TimestampedRecord } from '@sandglass/server';
import { Column, Entity, Index } from 'typeorm';

/** The columns every catalogue row has (see CatalogRow): its address, its name, the admin's order. */
export abstract class CatalogRecord extends TimestampedRecord {
  @Column({ type: 'varchar', length: 120 })
  slug: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'integer', default: 0 })
  sortOrder: number;
}

/**
 * A catalogue's table: its slugs unique under `<table>_slug_key` (the name CatalogTable.slugKey
 * gives to tell a taken slug), and an index for the list order (sort order, then name).
 */
export function CatalogEntity(table: string): ClassDecorator {
  return applyDecorators(
    Entity(table),
    Index(`${table}_slug_key`, ['slug'], { unique: true }),
    Index(`${table}_order_idx`, ['sortOrder', 'name']),
  );
}
