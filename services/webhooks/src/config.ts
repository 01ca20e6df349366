import {
  BaseConfig,
  ToBoolean,
  WithDatabase,
  WithJwtVerify,
  WithRedis,
  WithSite,
} from '@sandglass/server';
import { IsBoolean, IsInt, Max, Min } from 'class-validator';

/**
 * The webhooks service: its API (endpoints, deliveries) and the worker that delivers, in one
 * process. WEBHOOK_ALLOW_PRIVATE_NETWORKS lets endpoints on loopback and private networks
 * receive (`npm start` and tests); link-local and cloud metadata addresses are refused always.
 */
export class WebhooksConfig extends WithSite(WithJwtVerify(WithRedis(WithDatabase(BaseConfig)))) {
  override PORT: number = 3007;

  @ToBoolean()
  @IsBoolean({ message: 'WEBHOOK_ALLOW_PRIVATE_NETWORKS must be true or false.' })
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: boolean = false;

  /** Deliveries sent at once by this process. */
  @IsInt({ message: 'WEBHOOK_CONCURRENCY must be a whole number.' })
  @Min(1, { message: 'WEBHOOK_CONCURRENCY must be at least 1.' })
  @Max(200, { message: 'WEBHOOK_CONCURRENCY must be at most 200.' })
  WEBHOOK_CONCURRENCY: number = 20;

  /** How often the sweep re-adds deliveries whose job was lost and takes over stuck ones. */
  @IsInt({ message: 'WEBHOOK_SWEEP_INTERVAL_MS must be a whole number of milliseconds.' })
  @Min(1000, { message: 'WEBHOOK_SWEEP_INTERVAL_MS must be at least 1000.' })
  WEBHOOK_SWEEP_INTERVAL_MS: number = 30_000;
}
