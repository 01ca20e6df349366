import type { ConnectionOptions } from 'bullmq';
import type { RedisSettings } from '../config/base-config.js';

/**
 * BullMQ's connection and key prefix for a deployment: the same Redis as REDIS_URL, every key
 * under `${REDIS_PREFIX}:bull`. `maxRetriesPerRequest: null` is what BullMQ's workers require.
 */
export function bullConnection(settings: RedisSettings): {
  connection: ConnectionOptions;
  prefix: string;
} {
  const url = new URL(settings.REDIS_URL);
  return {
    connection: {
      host: url.hostname,
      port: Number(url.port || 6379),
      username: url.username || undefined,
      password: url.password ? decodeURIComponent(url.password) : undefined,
      db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0,
      tls: url.protocol === 'rediss:' ? {} : undefined,
      maxRetriesPerRequest: null,
    },
    prefix: `${settings.REDIS_PREFIX}:bull`,
  };
}
