import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ANALYTICS_EVENT_TYPES,
  ANALYTICS_META_KEY_MAX_LENGTH,
  ANALYTICS_META_MAX_KEYS,
  ANALYTICS_META_VALUE_MAX_LENGTH,
  ANALYTICS_PATH_MAX_LENGTH,
  type AnalyticsEventInput,
  type AnalyticsEventType,
  type AnalyticsOverview,
} from '@sandglass/shared';
import { Transform } from 'class-transformer';
import { IsNumber, IsOptional, Matches, Max, Min, ValidateBy } from 'class-validator';
import { ChoiceField, hasNul, TextField } from '../common/fields.js';

const META_KEY = new RegExp(`^[A-Za-z][A-Za-z0-9_]{0,${ANALYTICS_META_KEY_MAX_LENGTH - 1}}$`);
const LOOKS_LIKE_EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;

/** Why `meta` is refused, or undefined when it is fine. */
export function metaProblem(meta: unknown): string | undefined {
  if (typeof meta !== 'object' || meta === null || Array.isArray(meta)) {
    return 'Meta must be an object of names and values.';
  }
  const entries = Object.entries(meta);
  if (entries.length > ANALYTICS_META_MAX_KEYS) {
    return `Meta can have at most ${ANALYTICS_META_MAX_KEYS} entries.`;
  }
  for (const [key, value] of entries) {
    if (!META_KEY.test(key)) {
      return `Meta names must start with a letter and use letters, digits or "_" (at most ${ANALYTICS_META_KEY_MAX_LENGTH} characters).`;
    }
    if (typeof value === 'string') {
      if (value.length > ANALYTICS_META_VALUE_MAX_LENGTH) {
        return `Meta values can be at most ${ANALYTICS_META_VALUE_MAX_LENGTH} characters.`;
      }
      if (hasNul(value)) return 'Meta values must not contain NUL characters.';
      if (LOOKS_LIKE_EMAIL.test(value)) {
        return 'Meta must not contain email addresses: analytics never store personal data.';
      }
    } else if (!(
      typeof value === 'boolean' ||
      (typeof value === 'number' && Number.isFinite(value))
    )) {
      return 'Meta values must be text, numbers or true/false.';
    }
  }
  return undefined;
}

export class AnalyticsEventDto implements AnalyticsEventInput {
  @ChoiceField('Type', ANALYTICS_EVENT_TYPES, { required: 'Choose the event type.' })
  type: AnalyticsEventType;

  /** Only the path is kept: a query string or fragment can carry personal data. */
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.split(/[?#]/)[0] : value,
  )
  @TextField('Path', {
    required: 'Enter the path the event happened on.',
    max: ANALYTICS_PATH_MAX_LENGTH,
    singleLine: true,
    example: '/portfolio',
  })
  @Matches(/^\/\S*$/, {
    message: 'Path must be a site path starting with "/", such as /portfolio.',
  })
  path: string;

  @ApiPropertyOptional({ example: 50, description: 'e.g. the scroll depth in percent.' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Value must be a number.' })
  @Min(-1_000_000, { message: 'Value must be between -1000000 and 1000000.' })
  @Max(1_000_000, { message: 'Value must be between -1000000 and 1000000.' })
  value?: number;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }] },
    example: { interest: 'investment', hasCompany: true },
  })
  @IsOptional()
  @ValidateBy(
    { name: 'analyticsMeta', validator: { validate: (value: unknown) => !metaProblem(value) } },
    { message: ({ value }) => metaProblem(value) ?? '' },
  )
  meta?: Record<string, string | number | boolean>;
}

export class AnalyticsOverviewDto implements AnalyticsOverview {
  @ApiProperty({ example: 7 })
  portfolioCompanies: number;

  @ApiProperty({ example: 8 })
  teamMembers: number;

  @ApiProperty({ example: 8, description: 'Every post, drafts included.' })
  blogPosts: number;

  @ApiProperty({ example: 3 })
  contactSubmissions: number;
}
