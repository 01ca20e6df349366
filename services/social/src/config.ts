import { BaseConfig, WithDatabase, WithJwtVerify, WithRedis } from '@sandglass/server';
import { IsInt, Max, Min } from 'class-validator';

export class SocialConfig extends WithRedis(WithJwtVerify(WithDatabase(BaseConfig))) {
  override PORT: number = 3004;

  /** Jobs one worker process runs at once. */
  @IsInt({ message: 'WORKER_CONCURRENCY must be a whole number.' })
  @Min(1, { message: 'WORKER_CONCURRENCY must be at least 1.' })
  @Max(100, { message: 'WORKER_CONCURRENCY must be at most 100.' })
  WORKER_CONCURRENCY: number = 5;
}
