import {
  openDataSource,
  pendingSchemaChanges,
  type DatabaseOptions,
} from '../database/data-source.js';
import { createTestDatabase } from './database.js';

/** The SQL the entities still need after every committed migration ran on an empty database. */
export async function schemaDrift(database: Omit<DatabaseOptions, 'url'>): Promise<string[]> {
  const db = await createTestDatabase(`mig_${database.schema}`);
  try {
    const dataSource = await openDataSource({ url: db.url, ...database });
    const pending = await pendingSchemaChanges(dataSource);
    await dataSource.destroy();
    return pending.up;
  } finally {
    await db.drop();
  }
}
