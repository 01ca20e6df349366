import {
  BaseConfig,
  ToBoolean,
  WithAnalyticsAccess,
  WithDatabase,
  WithJwtVerify,
  WithRedis,
  WithSite,
} from '@sandglass/server';
import { IsBoolean, IsInt, IsString, Matches, Max, Min } from 'class-validator';

export class ContentConfig extends WithAnalyticsAccess(
  WithSite(WithRedis(WithJwtVerify(WithDatabase(BaseConfig)))),
) {
  override PORT: number = 3002;

  /** Where uploaded images are kept (created if missing). */
  @IsString()
  @Matches(/\S/, { message: 'UPLOADS_DIR must be a folder path.' })
  UPLOADS_DIR: string = '.data/uploads';

  /** Fill empty tables with the sample portfolio, team, programs and articles on first start. */
  @ToBoolean()
  @IsBoolean({ message: 'SEED_CONTENT must be true or false.' })
  SEED_CONTENT: boolean = true;

  /** Days the raw analytics events and visits are kept; daily roll-ups are kept after that. */
  @IsInt({ message: 'ANALYTICS_RETENTION_DAYS must be a whole number of days.' })
  @Min(2, { message: 'ANALYTICS_RETENTION_DAYS must be at least 2.' })
  @Max(36_500, { message: 'ANALYTICS_RETENTION_DAYS can be at most 36500.' })
  ANALYTICS_RETENTION_DAYS: number = 400;
}
