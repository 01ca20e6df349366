import type { DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JwtVerifyModule } from '../auth/jwt-verify.module.js';
import type { JwtVerifySettings, LogLevel, RedisSettings } from '../config/base-config.js';
import type { DatabaseOptions } from '../database/data-source.js';
import { DatabaseModule } from '../database/database.module.js';
import { HEALTH_CHECK_DATABASE, HEALTH_CHECK_REDIS } from '../health/health-check.js';
import { HealthModule } from '../health/health.module.js';
import { LoggingModule } from '../logging/logging.module.js';
import { MetricsModule } from '../metrics/metrics.module.js';
import { RedisModule } from '../redis/redis.module.js';

type Entities = NonNullable<Parameters<typeof TypeOrmModule.forFeature>[0]>;

/** The settings serviceInfrastructure reads from a service's config. */
export type InfrastructureSettings = { LOG_LEVEL: LogLevel; DATABASE_URL: string } & RedisSettings &
  JwtVerifySettings;

/**
 * The modules a service with its own schema wires the same way as every other: logs under its
 * name, its schema (migrated at boot) with repositories for its entities, Redis, access-token
 * checks, /health over the database and Redis, and /metrics. `publicKey` is for auth, which holds the key
 * pair itself; the others read JWT_PUBLIC_KEY(_FILE) from their config.
 */
export function serviceInfrastructure(
  service: string,
  config: InfrastructureSettings,
  database: Omit<DatabaseOptions, 'url'> & { entities: Entities },
  publicKey?: string,
): DynamicModule[] {
  return [
    LoggingModule.forRoot(service, config.LOG_LEVEL),
    MetricsModule.forRoot(service),
    DatabaseModule.forRoot({ url: config.DATABASE_URL, ...database }),
    TypeOrmModule.forFeature(database.entities),
    RedisModule.forRoot(config),
    JwtVerifyModule.forRoot(publicKey ?? config),
    HealthModule.forRoot(service, [HEALTH_CHECK_DATABASE, HEALTH_CHECK_REDIS]),
  ];
}
