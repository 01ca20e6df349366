/** One dependency a service needs to do its work (its database, Redis, ...). */
export interface HealthCheck {
  readonly name: string;
  check(): Promise<void>;
}

export const HEALTH_CHECK_DATABASE = Symbol('HEALTH_CHECK_DATABASE');
export const HEALTH_CHECK_REDIS = Symbol('HEALTH_CHECK_REDIS');

export interface DependencyHealth {
  status: 'up' | 'down';
  ms: number;
  error?: string;
}

export interface HealthReport {
  status: 'ok' | 'down';
  service: string;
  uptimeSeconds: number;
  checks: Record<string, DependencyHealth>;
}
