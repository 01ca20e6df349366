import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ANALYTICS_BATCH_MAX_EVENTS,
  ANALYTICS_CAMPAIGNS_MAX_NAMES,
  ANALYTICS_DEFAULT_RANGE,
  ANALYTICS_EVENT_TYPES,
  ANALYTICS_FUNNEL_STEPS,
  ANALYTICS_META_KEY_MAX_LENGTH,
  ANALYTICS_META_MAX_KEYS,
  ANALYTICS_META_VALUE_MAX_LENGTH,
  ANALYTICS_PATH_MAX_LENGTH,
  ANALYTICS_RANGES,
  ANALYTICS_SOURCE_MAX_LENGTH,
  type AnalyticsBreakdownRow,
  type AnalyticsCampaignStats,
  type AnalyticsDashboard,
  type AnalyticsEventBatch,
  type AnalyticsEventInput,
  type AnalyticsEventType,
  type AnalyticsFigure,
  type AnalyticsFunnelStep,
  type AnalyticsFunnelStepName,
  type AnalyticsLive,
  type AnalyticsRange,
  type AnalyticsRecentEvent,
  type AnalyticsSeriesPoint,
  type AnalyticsSummary,
  hasNul,
} from '@sandglass/shared';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsNumber,
  IsOptional,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { ChoiceField, TextField } from '../common/fields.js';
import { keepUtmOnly } from './analytics-source.js';
import { DAY_VALUES_MAX, TOP_KEYS_PER_DAY } from './analytics-sql.js';

const ANALYTICS_REFERRER_SENT_MAX_LENGTH = 500;

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

  /**
   * Only the path is kept: a query string or fragment can carry personal data. The UTM tags of
   * the query are read first (and are all that is left of it here).
   */
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? keepUtmOnly(value) : value,
  )
  @TextField('Path', {
    required: 'Enter the path the event happened on.',
    max: ANALYTICS_PATH_MAX_LENGTH,
    singleLine: true,
    example: '/portfolio?utm_source=newsletter&utm_campaign=spring',
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

  // Only the host is kept, so a long address is cut rather than refused (and the page view lost).
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.slice(0, ANALYTICS_REFERRER_SENT_MAX_LENGTH) : value,
  )
  @TextField('Referrer', {
    max: ANALYTICS_REFERRER_SENT_MAX_LENGTH,
    singleLine: true,
    example: 'https://news.ycombinator.com/item?id=1',
    description:
      'The site the visitor came from (a host, or a URL of which only the host is kept); read from the first page view of a visit.',
  })
  referrer?: string;
}

export class AnalyticsEventBatchDto implements AnalyticsEventBatch {
  @ApiProperty({
    type: [AnalyticsEventDto],
    minItems: 1,
    maxItems: ANALYTICS_BATCH_MAX_EVENTS,
    description: `1 to ${ANALYTICS_BATCH_MAX_EVENTS} events, recorded in order.`,
  })
  @IsArray({ message: 'Events must be a list of events.' })
  @ArrayMinSize(1, { message: 'Send at least one event.' })
  @ArrayMaxSize(ANALYTICS_BATCH_MAX_EVENTS, {
    message: `Send at most ${ANALYTICS_BATCH_MAX_EVENTS} events at once.`,
  })
  @ValidateNested({ each: true })
  @Type(() => AnalyticsEventDto)
  events: AnalyticsEventDto[];
}

export class AnalyticsRangeQuery {
  @ChoiceField('Range', ANALYTICS_RANGES, {
    nullable: false,
    description: 'Last 7 days, 30 days (the default), 90 days or a year, today included.',
    example: '30d',
  })
  range: AnalyticsRange = ANALYTICS_DEFAULT_RANGE;
}

class AnalyticsFigureDto implements AnalyticsFigure {
  @ApiProperty({ example: 1280 })
  current: number;

  @ApiProperty({ example: 1104, description: 'The same figure for the period just before.' })
  previous: number;
}

class AnalyticsSummaryDto implements AnalyticsSummary {
  @ApiProperty({ description: 'Distinct visitors per day, added up.' })
  visitors: AnalyticsFigureDto;

  @ApiProperty()
  visits: AnalyticsFigureDto;

  @ApiProperty()
  pageViews: AnalyticsFigureDto;

  @ApiProperty({ description: "Clicks on a portfolio company's Learn More." })
  portfolioClicks: AnalyticsFigureDto;

  @ApiProperty({ description: 'Contact forms sent.' })
  contactForms: AnalyticsFigureDto;

  @ApiProperty({ description: 'Clicks on links to other sites.' })
  externalVisits: AnalyticsFigureDto;

  @ApiProperty({ description: 'Percent of visits with a Learn More click or a contact form.' })
  conversionRate: AnalyticsFigureDto;

  @ApiProperty({ description: 'Percent of visits with at most one page view.' })
  bounceRate: AnalyticsFigureDto;

  @ApiProperty({ description: "Seconds from a visit's first event to its last, on average." })
  averageVisitSeconds: AnalyticsFigureDto;

  @ApiProperty()
  pagesPerVisit: AnalyticsFigureDto;
}

class AnalyticsSeriesPointDto implements AnalyticsSeriesPoint {
  @ApiProperty({ example: '2026-11-23T00:00:00.000Z' })
  time: string;

  @ApiProperty({ example: 42 })
  visitors: number;

  @ApiProperty({ example: 97 })
  pageViews: number;
}

class AnalyticsSeriesDto {
  @ApiProperty({ enum: ['hour', 'day'], description: 'By hour for 7 days, else by day.' })
  interval: 'hour' | 'day';

  @ApiProperty({ type: [AnalyticsSeriesPointDto] })
  points: AnalyticsSeriesPointDto[];
}

class AnalyticsBreakdownRowDto implements AnalyticsBreakdownRow {
  @ApiProperty({
    example: '/portfolio',
    description: `"Other" sums what each day's top ${TOP_KEYS_PER_DAY} keys of this breakdown leave out (and values recorded past the day's ${DAY_VALUES_MAX.toLocaleString('en-US')} distinct ones).`,
  })
  key: string;

  @ApiProperty({ example: 120 })
  visitors: number;

  @ApiProperty({ example: 131 })
  visits: number;

  @ApiProperty({ example: 220 })
  pageViews: number;
}

class AnalyticsFunnelStepDto implements AnalyticsFunnelStep {
  @ApiProperty({ enum: ANALYTICS_FUNNEL_STEPS })
  step: AnalyticsFunnelStepName;

  @ApiProperty({ example: 'Viewed the portfolio' })
  label: string;

  @ApiProperty({ example: 310 })
  visits: number;
}

const rows = (description: string) =>
  ApiProperty({ type: [AnalyticsBreakdownRowDto], description: `${description} (top 10).` });

export class AnalyticsDashboardDto implements AnalyticsDashboard {
  @ApiProperty({ enum: ANALYTICS_RANGES })
  range: AnalyticsRange;

  @ApiProperty({ example: '2026-10-25T00:00:00.000Z' })
  from: string;

  @ApiProperty({ example: '2026-11-24T00:00:00.000Z' })
  to: string;

  @ApiProperty({ example: '2026-09-25T00:00:00.000Z' })
  previousFrom: string;

  @ApiProperty()
  summary: AnalyticsSummaryDto;

  @ApiProperty()
  series: AnalyticsSeriesDto;

  @rows('Pages by page views')
  topPages: AnalyticsBreakdownRowDto[];

  @rows('Referring sites by visitors ("Direct" for none)')
  referrers: AnalyticsBreakdownRowDto[];

  @rows('utm_source values')
  utmSources: AnalyticsBreakdownRowDto[];

  @rows('utm_medium values')
  utmMediums: AnalyticsBreakdownRowDto[];

  @rows('utm_campaign values')
  campaigns: AnalyticsBreakdownRowDto[];

  @rows('utm_term values')
  keywords: AnalyticsBreakdownRowDto[];

  @ApiProperty({ type: [AnalyticsFunnelStepDto] })
  funnel: AnalyticsFunnelStepDto[];

  @rows('Desktop, Mobile, Tablet, TV')
  devices: AnalyticsBreakdownRowDto[];

  @rows('Browsers')
  browsers: AnalyticsBreakdownRowDto[];

  @rows('Operating systems')
  operatingSystems: AnalyticsBreakdownRowDto[];

  @rows('Country codes, "Unknown" where the address has none')
  countries: AnalyticsBreakdownRowDto[];
}

class AnalyticsRecentEventDto implements AnalyticsRecentEvent {
  @ApiProperty({ example: 'page_view' })
  type: string;

  @ApiProperty({ example: '/portfolio' })
  path: string;

  @ApiProperty({ example: '2026-11-23T17:02:11.000Z' })
  at: string;

  @ApiProperty({ example: 'Mobile' })
  device: string;

  @ApiProperty({ example: 'Safari' })
  browser: string;

  @ApiProperty({ example: 'DE' })
  country: string;
}

export class AnalyticsLiveDto implements AnalyticsLive {
  @ApiProperty({ example: 3, description: 'Visitors seen in the last 5 minutes.' })
  visitorsNow: number;

  @ApiProperty({ type: [AnalyticsRecentEventDto], description: 'The latest 20 events.' })
  recentActivity: AnalyticsRecentEventDto[];
}

export class AnalyticsCampaignsQuery {
  @ApiProperty({
    description: `Campaign names (utm_campaign values), comma-separated; at most ${ANALYTICS_CAMPAIGNS_MAX_NAMES}.`,
    example: 'our-new-fund-is-open-3f2a9c1b,demo-day-8e1d02aa',
  })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.split(',').filter((name) => name !== '') : value,
  )
  @IsArray({ message: 'Names must be a comma-separated list of campaign names.' })
  @ArrayMinSize(1, { message: 'Name at least one campaign.' })
  @ArrayMaxSize(ANALYTICS_CAMPAIGNS_MAX_NAMES, {
    message: `Ask about at most ${ANALYTICS_CAMPAIGNS_MAX_NAMES} campaigns at once.`,
  })
  @MaxLength(ANALYTICS_SOURCE_MAX_LENGTH, {
    each: true,
    message: `A campaign name is at most ${ANALYTICS_SOURCE_MAX_LENGTH} characters.`,
  })
  names: string[];
}

export class AnalyticsCampaignStatsDto implements AnalyticsCampaignStats {
  @ApiProperty({ example: 'our-new-fund-is-open-3f2a9c1b' })
  name: string;

  @ApiProperty({ example: 12, description: 'Visits whose first page view carried the campaign.' })
  visits: number;

  @ApiProperty({
    example: 2,
    description: 'Contact messages, applications and newsletter sign-ups sent in those visits.',
  })
  conversions: number;
}
