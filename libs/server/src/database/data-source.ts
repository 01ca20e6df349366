import { DataSource, type DataSourceOptions, type MixedList, type EntitySchema } from 'typeorm';
import { SnakeNamingStrategy } from './snake-naming.strategy.js';

export interface DatabaseOptions {
  url: string;
  /** The service's own schema; it never reads another's tables. */
  schema: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function | string>;
  poolSize?: number;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export function dataSourceOptions(options: DatabaseOptions): DataSourceOptions {
  if (!SCHEMA_NAME.test(options.schema)) throw new Error(`Invalid schema name: ${options.schema}`);
  return {
    type: 'postgres',
    url: options.url,
    schema: options.schema,
    entities: options.entities,
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    namingStrategy: new SnakeNamingStrategy(),
    // gen_random_uuid() is built into PostgreSQL 13+, so no extension needs installing.
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    extra: { max: options.poolSize ?? 10, connectionTimeoutMillis: 5000 },
    applicationName: `sandglass-${options.schema}`,
  } as DataSourceOptions;
}

/**
 * Connects, creates the schema if needed and runs pending migrations. An advisory lock makes
 * replicas that start together take turns, so each migration runs exactly once.
 */
export async function openDataSource(options: DatabaseOptions): Promise<DataSource> {
  const dataSource = new DataSource(dataSourceOptions(options));
  await dataSource.initialize();
  const lockRunner = dataSource.createQueryRunner();
  try {
    await lockRunner.query('SELECT pg_advisory_lock(hashtext($1))', [
      `sandglass:migrate:${options.schema}`,
    ]);
    await dataSource.query(`CREATE SCHEMA IF NOT EXISTS "${options.schema}"`);
    await dataSource.runMigrations({ transaction: 'each' });
  } catch (error) {
    await dataSource.destroy().catch(() => undefined);
    throw error;
  } finally {
    await lockRunner
      .query('SELECT pg_advisory_unlock(hashtext($1))', [`sandglass:migrate:${options.schema}`])
      .catch(() => undefined);
    await lockRunner.release();
  }
  return dataSource;
}

/**
 * The SQL that would bring the database in line with the entities. Empty when the committed
 * migrations describe the entities exactly; the migration generator writes these statements.
 */
export async function pendingSchemaChanges(
  dataSource: DataSource,
): Promise<{ up: string[]; down: string[] }> {
  const log = await dataSource.driver.createSchemaBuilder().log();
  return {
    up: log.upQueries.map((query) => query.query),
    down: log.downQueries.map((query) => query.query),
  };
}
