import { IsEmail, IsInt, IsOptional, IsString, IsUrl, Max, Min, MinLength } from 'class-validator';
import { BaseConfig, HTTP_URL, WithDatabase, WithRedis, WithSite } from '@sandglass/server';
import { PASSWORD_MIN_LENGTH } from '@sandglass/shared';

export class AuthConfig extends WithSite(WithRedis(WithDatabase(BaseConfig))) {
  override PORT: number = 3001;

  /** PEM private key (ES256, P-256) that signs access tokens; or a file holding it. */
  @IsOptional()
  @IsString()
  JWT_PRIVATE_KEY?: string;

  @IsOptional()
  @IsString()
  JWT_PRIVATE_KEY_FILE?: string;

  @IsInt({ message: 'ACCESS_TOKEN_TTL_SECONDS must be a whole number of seconds.' })
  @Min(60, { message: 'ACCESS_TOKEN_TTL_SECONDS must be at least 60.' })
  @Max(3600, {
    message: 'ACCESS_TOKEN_TTL_SECONDS must be at most 3600 (access tokens stay short-lived).',
  })
  ACCESS_TOKEN_TTL_SECONDS: number = 900;

  @IsInt({ message: 'REFRESH_TOKEN_TTL_DAYS must be a whole number of days.' })
  @Min(1, { message: 'REFRESH_TOKEN_TTL_DAYS must be at least 1.' })
  @Max(365, { message: 'REFRESH_TOKEN_TTL_DAYS must be at most 365.' })
  REFRESH_TOKEN_TTL_DAYS: number = 30;

  /** The admin account ensured at start; without a password one is generated and written down. */
  @IsOptional()
  @IsEmail({}, { message: 'ADMIN_EMAIL must be an email address.' })
  ADMIN_EMAIL?: string;

  @IsOptional()
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH, {
    message: `ADMIN_PASSWORD must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  })
  ADMIN_PASSWORD?: string;

  @IsString()
  ADMIN_CREDENTIALS_FILE: string = '.data/admin-credentials.txt';

  /**
   * The services whose data a person's export gathers (GET /api/auth/user/export calls each
   * one's internal export with the person's token).
   */
  @IsUrl(HTTP_URL, { message: "CONTENT_URL must be the content service's base URL." })
  CONTENT_URL: string = 'http://127.0.0.1:3002';

  @IsUrl(HTTP_URL, { message: "AI_URL must be the ai service's base URL." })
  AI_URL: string = 'http://127.0.0.1:3003';

  @IsUrl(HTTP_URL, { message: "SOCIAL_URL must be the social service's base URL." })
  SOCIAL_URL: string = 'http://127.0.0.1:3004';
}
