import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { HEALTH_CHECK_DATABASE } from '../health/health-check.js';
import { DatabaseHealthCheck } from './database.health.js';
import { dataSourceOptions, openDataSource, type DatabaseOptions } from './data-source.js';

/** TypeORM on the service's own schema, migrated before the service takes traffic. */
@Module({})
export class DatabaseModule {
  static forRoot(options: DatabaseOptions): DynamicModule {
    return {
      module: DatabaseModule,
      global: true,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => dataSourceOptions(options),
          dataSourceFactory: () => openDataSource(options),
        }),
      ],
      providers: [{ provide: HEALTH_CHECK_DATABASE, useClass: DatabaseHealthCheck }],
      exports: [HEALTH_CHECK_DATABASE],
    };
  }
}
