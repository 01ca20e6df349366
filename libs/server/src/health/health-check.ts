export type { DependencyHealth, HealthReport } from '@sandglass/shared';

/** One dependency a service needs to do its work (its database, Redis, another service). */
export interface HealthCheck {
  readonly name: string;
  /** Resolves when the dependency answers; a HealthCheckFailure may say what it answered. */
  check(): Promise<void>;
}

/** A dependency that answered, but not well: `detail` is what it said. */
export class HealthCheckFailure extends Error {
  constructor(
    message: string,
    readonly detail: unknown,
  ) {
    super(message);
  }
}

export const HEALTH_CHECK_DATABASE = Symbol('HEALTH_CHECK_DATABASE');
export const HEALTH_CHECK_REDIS = Symbol('HEALTH_CHECK_REDIS');
