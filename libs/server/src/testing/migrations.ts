import type { DataSource } from 'typeorm';
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
 * never drops a table it does not know, so it cannot see one). Then every migration is undone,
 * newest first, and a line is added for each table, type or sequence their down() left behind.
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
      return [...pending.up, ...stray, ...(await leftAfterReverting(dataSource, database.schema))];
    } finally {
      await dataSource.destroy();
    }
  } finally {
    await db.drop();
  }
}

/** Undoes every executed migration, then names what remains in the schema besides TypeORM's table. */
async function leftAfterReverting(dataSource: DataSource, schema: string): Promise<string[]> {
  for (let undone = 0; undone < dataSource.migrations.length; undone += 1) {
    await dataSource.undoLastMigration({ transaction: 'each' });
  }
  const left = await dataSource.query<Array<{ kind: string; name: string }>>(
    `SELECT 'table' AS kind, table_name AS name FROM information_schema.tables
       WHERE table_schema = $1 AND table_name <> 'migrations'
     UNION ALL
     SELECT 'type', t.typname FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
       WHERE n.nspname = $1 AND t.typtype = 'e'
     UNION ALL
     SELECT 'sequence', sequence_name FROM information_schema.sequences
       WHERE sequence_schema = $1 AND sequence_name <> 'migrations_id_seq'
     ORDER BY 1, 2`,
    [schema],
  );
  return left.map(({ kind, name }) => `${kind} "${schema}"."${name}" is left after reverting`);
}
