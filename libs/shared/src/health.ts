/** One dependency as a health report shows it. */
export interface DependencyHealth {
  status: 'up' | 'down';
  ms: number;
  /** Why it is down. */
  error?: string;
  /** What the dependency said of itself, e.g. a service's own health report. */
  detail?: unknown;
}

/**
 * What every `/health` answers (and the gateway's `/api/health`, whose checks are the services
 * by name plus its Redis): 200 with `ok` when every check is up, else 503 with `down`.
 */
export interface HealthReport {
  status: 'ok' | 'down';
  service: string;
  uptimeSeconds: number;
  checks: Record<string, DependencyHealth>;
}
