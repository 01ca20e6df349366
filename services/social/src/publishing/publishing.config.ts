import { IsInt, Max, Min } from 'class-validator';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Constructor<T = object> = new (...args: any[]) => T;

/** The worker's own settings (WORKER_CONCURRENCY sits beside the others in config.ts). */
export function WithPublishing<TBase extends Constructor>(Base: TBase) {
  class PublishingConfig extends Base {
    /**
     * How often the sweep re-adds the jobs of due deliveries that have none (a Redis that lost
     * its data) and settles deliveries left `publishing` by a crashed worker.
     */
    @IsInt({ message: 'SOCIAL_SWEEP_INTERVAL_MS must be a whole number of milliseconds.' })
    @Min(500, { message: 'SOCIAL_SWEEP_INTERVAL_MS must be at least 500.' })
    @Max(3_600_000, { message: 'SOCIAL_SWEEP_INTERVAL_MS must be at most 3600000 (an hour).' })
    SOCIAL_SWEEP_INTERVAL_MS: number = 60_000;

    /**
     * How long a worker holds a job without renewing it before another worker may take it over:
     * after a crash, the crashed worker's publishes are settled within about twice this.
     */
    @IsInt({ message: 'SOCIAL_JOB_LOCK_MS must be a whole number of milliseconds.' })
    @Min(2_000, { message: 'SOCIAL_JOB_LOCK_MS must be at least 2000.' })
    @Max(600_000, { message: 'SOCIAL_JOB_LOCK_MS must be at most 600000 (10 minutes).' })
    SOCIAL_JOB_LOCK_MS: number = 30_000;

    /**
     * How often the worker reads the platforms' metrics (impressions, likes, …) of posts of the
     * last 30 days. Each run asks each account once per batch of posts; a platform that answers
     * 429 waits for the next run.
     */
    @IsInt({ message: 'SOCIAL_METRICS_INTERVAL_MS must be a whole number of milliseconds.' })
    @Min(60_000, { message: 'SOCIAL_METRICS_INTERVAL_MS must be at least 60000 (a minute).' })
    @Max(86_400_000, { message: 'SOCIAL_METRICS_INTERVAL_MS must be at most 86400000 (a day).' })
    SOCIAL_METRICS_INTERVAL_MS: number = 3 * 60 * 60_000;
  }
  return PublishingConfig;
}

export interface PublishingSettings {
  SOCIAL_SWEEP_INTERVAL_MS: number;
  SOCIAL_JOB_LOCK_MS: number;
  SOCIAL_METRICS_INTERVAL_MS: number;
  WORKER_CONCURRENCY: number;
  /** `${siteUrl}/api/social/media/<id>` is where Meta fetches a post's images. */
  siteUrl: string;
}
