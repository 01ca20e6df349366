import {
  openDataSource,
  pendingSchemaChanges,
  type DatabaseOptions,
} from '../database/data-source.js';
import { createTestDatabase } from './database.js';

/**
 * What still separates the committed migrations from the entities, after every migration ran
 * on an empty database: the SQL the entities still need (the migration generator's own diff),
 * and a line for each table the migrations created that no entity describes (TypeORM's diff
 * never drops a table it does not know, so it cannot see one).
 */
export async function schemaDrift(database: Omit<DatabaseOptions, 'url'>): Promise<string[]> {
  const db = await createTestDatabase(`mig_${database.schema}`);
  try {
    const dataSource = await openDataSource({ url: db.url, ...database });
    try {
      const pending = await pendingSchemaChanges(dataSource);
      const described = new Set(dataSource.entityMetadatas.map((entity) => entity.tableName));
      const tables = await dataSource.query<Array<{ name: string }>>(
        `SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = $1 AND table_name <> 'migrations' ORDER BY table_name`,
        [database.schema],
      );
      const stray = tables
        .filter(({ name }) => !described.has(name))
        .map(({ name }) => `table "${database.schema}"."${name}" has no entity`);
      return [...pending.up, ...stray];
    } finally {
      await dataSource.destroy();
    }
  } finally {
    await db.drop();
  }
}
