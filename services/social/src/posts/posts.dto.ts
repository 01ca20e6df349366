import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PageQuery, PageSizeQuery, ToBoolean } from '@sandglass/server';
import {
  PLATFORM_MAX_LENGTH,
  SOCIAL_MEDIA_MAX_COUNT,
  SOCIAL_PLATFORMS,
  SOCIAL_POST_OUTCOMES,
  SOCIAL_POSTS_PAGE_SIZE_MAX,
  type PostNowResponse,
  type ScheduledPost,
  type ScheduledPostPage,
  SOCIAL_METRIC_NAMES,
  type SocialPostCampaign,
  type SocialDelivery,
  type SocialDeliveryMetrics,
  type SocialDeliveryStatus,
  type SocialMetricName,
  type SocialPostOwner,
  type SocialPlatform,
  type SocialPostOutcome,
  type SocialPostResult,
  type SocialPostStatus,
} from '@sandglass/shared';
import { normalisePostText } from '@sandglass/shared/social-text';
import { Transform, Type } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize,
  ArrayNotEmpty,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { PLATFORM_CHOICES } from '../common/platform-param.js';
import { SocialMediaDto } from '../media/media.dto.js';
import { DELIVERY_STATUSES } from '../publishing/index.js';
import { POST_STATUSES } from './post.entity.js';

/** The longest text any platform takes (Facebook's); each chosen platform's own limit is checked too. */
const TEXT_MAX = Math.max(...Object.values(PLATFORM_MAX_LENGTH));

/** ISO 8601 date and time with seconds optional and a zone offset (Z or ±hh:mm) required. */
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

export const SCHEDULED_TIME_FORMAT =
  'Scheduled time must be an ISO 8601 date and time with a time zone offset, such as 2026-12-01T09:00:00+01:00 or 2026-12-01T08:00:00Z.';

const IsIsoWithOffset = () =>
  ValidateBy(
    {
      name: 'isIsoWithOffset',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' &&
          ISO_WITH_OFFSET.test(value) &&
          !Number.isNaN(new Date(value).getTime()),
      },
    },
    { message: SCHEDULED_TIME_FORMAT },
  );

const PLATFORMS_MESSAGE = `Each platform must be one of ${PLATFORM_CHOICES}.`;

/**
 * The text as it is stored, counted and published (`normalisePostText`: trimmed, `\n` line
 * breaks, composed characters), so the limits are checked on exactly what the screen counts.
 */
const NormalisePostText = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? normalisePostText(value) : value,
  );

export class PostContentDto {
  @ApiProperty({
    example: 'Our spring cohort starts today: 12 founders building AI companies with us. #AI',
    description:
      'The post. Each chosen platform’s limit applies (X counts links as 23 and most emoji and CJK as 2).',
    maxLength: TEXT_MAX,
  })
  @NormalisePostText()
  @IsString({ message: 'Text must be text.' })
  @IsNotEmpty({ message: 'Enter the text of the post.' })
  @MaxLength(TEXT_MAX, {
    message: `Text can be at most ${TEXT_MAX.toLocaleString('en-US')} characters.`,
  })
  text: string;

  @ApiPropertyOptional({
    type: [String],
    format: 'uuid',
    maxItems: SOCIAL_MEDIA_MAX_COUNT,
    example: ['0b0e8d5e-3f5a-4b8f-9f59-6a2f3c1d2e4f'],
    description: 'Ids from POST /api/social/media, in the order to show them. Instagram needs one.',
  })
  @IsOptional()
  @IsArray({ message: 'Media ids must be a list of ids from POST /api/social/media.' })
  @ArrayMaxSize(SOCIAL_MEDIA_MAX_COUNT, {
    message: `A post can carry at most ${SOCIAL_MEDIA_MAX_COUNT} images.`,
  })
  @ArrayUnique({ message: 'Each image can be attached once.' })
  @IsUUID('4', { each: true, message: 'Each media id must be an id from POST /api/social/media.' })
  mediaIds?: string[];
}

/** Content with every field optional, for PATCH. */
export class PostContentPatchDto {
  @ApiPropertyOptional({ example: 'Updated: our spring cohort starts Monday.' })
  @IsOptional()
  @NormalisePostText()
  @IsString({ message: 'Text must be text.' })
  @IsNotEmpty({ message: 'Enter the text of the post.' })
  @MaxLength(TEXT_MAX, {
    message: `Text can be at most ${TEXT_MAX.toLocaleString('en-US')} characters.`,
  })
  text?: string;

  @ApiPropertyOptional({ type: [String], format: 'uuid', maxItems: SOCIAL_MEDIA_MAX_COUNT })
  @IsOptional()
  @IsArray({ message: 'Media ids must be a list of ids from POST /api/social/media.' })
  @ArrayMaxSize(SOCIAL_MEDIA_MAX_COUNT, {
    message: `A post can carry at most ${SOCIAL_MEDIA_MAX_COUNT} images.`,
  })
  @ArrayUnique({ message: 'Each image can be attached once.' })
  @IsUUID('4', { each: true, message: 'Each media id must be an id from POST /api/social/media.' })
  mediaIds?: string[];
}

const PlatformsField = () => (target: object, key: string) => {
  ApiProperty({
    enum: SOCIAL_PLATFORMS,
    isArray: true,
    example: ['twitter', 'linkedin'],
    description: 'Configured platforms the caller has connected.',
  })(target, key);
  IsArray({ message: 'Platforms must be a list, such as ["twitter", "linkedin"].' })(target, key);
  ArrayNotEmpty({ message: 'Choose at least one platform.' })(target, key);
  ArrayUnique({ message: 'Choose each platform once.' })(target, key);
  IsIn(SOCIAL_PLATFORMS, { each: true, message: PLATFORMS_MESSAGE })(target, key);
};

/** The spec's placeholder owner; accepted and ignored (the owner is the token's subject). */
const IgnoredUserId = () => (target: object, key: string) => {
  ApiPropertyOptional({
    example: 'demo-user',
    description: 'Ignored: the post belongs to the signed-in caller.',
  })(target, key);
  Allow()(target, key);
};

export class PostNowDto {
  @ApiProperty({ type: PostContentDto })
  @IsDefined({ message: 'Enter the text of the post.' })
  @IsObject({ message: 'Content must be an object with a text field.' })
  @ValidateNested()
  @Type(() => PostContentDto)
  content: PostContentDto;

  @PlatformsField()
  @IsDefined({ message: 'Choose at least one platform.' })
  platforms: SocialPlatform[];

  @ApiPropertyOptional({
    default: true,
    description:
      'Tag links to the site (SITE_URL) with utm_source=<platform>, utm_medium=social and utm_campaign=<the post’s campaign name> when publishing, so the post card shows the visits and conversions it brought. Tags the member wrote are kept; links to other sites are never changed.',
  })
  @IsOptional()
  @IsBoolean({ message: 'Campaign links must be true or false.' })
  campaignLinks?: boolean;

  @IgnoredUserId()
  userId?: unknown;
}

export class SchedulePostDto extends PostNowDto {
  @ApiProperty({
    example: '2026-12-01T09:00:00+01:00',
    description: 'ISO 8601 with a time zone offset; in the future and at most 365 days ahead.',
  })
  @IsDefined({ message: 'Choose when to publish the post (scheduledTime).' })
  @IsIsoWithOffset()
  scheduledTime: string;
}

export class UpdatePostDto {
  @ApiPropertyOptional({ type: PostContentPatchDto })
  @IsOptional()
  @IsObject({ message: 'Content must be an object with a text field.' })
  @ValidateNested()
  @Type(() => PostContentPatchDto)
  content?: PostContentPatchDto;

  @ApiPropertyOptional({
    enum: SOCIAL_PLATFORMS,
    isArray: true,
    example: ['linkedin'],
    description: 'At least one for a pending post; a draft may have none yet.',
  })
  @IsOptional()
  @IsArray({ message: 'Platforms must be a list, such as ["twitter", "linkedin"].' })
  @ArrayUnique({ message: 'Choose each platform once.' })
  @IsIn(SOCIAL_PLATFORMS, { each: true, message: PLATFORMS_MESSAGE })
  platforms?: SocialPlatform[];

  @ApiPropertyOptional({ example: '2026-12-02T09:00:00+01:00' })
  @IsOptional()
  @IsIsoWithOffset()
  scheduledTime?: string;

  @ApiPropertyOptional({
    default: true,
    description:
      'Tag links to the site (SITE_URL) with utm_source=<platform>, utm_medium=social and utm_campaign=<the post’s campaign name> when publishing, so the post card shows the visits and conversions it brought. Tags the member wrote are kept; links to other sites are never changed.',
  })
  @IsOptional()
  @IsBoolean({ message: 'Campaign links must be true or false.' })
  campaignLinks?: boolean;
}

export class CreateDraftDto {
  @ApiProperty({ type: PostContentDto })
  @IsDefined({ message: 'Enter the text of the post.' })
  @IsObject({ message: 'Content must be an object with a text field.' })
  @ValidateNested()
  @Type(() => PostContentDto)
  content: PostContentDto;

  @ApiPropertyOptional({
    enum: SOCIAL_PLATFORMS,
    isArray: true,
    example: ['linkedin'],
    description:
      'The platforms it is meant for, possibly none yet; checked (configured, connected, text limits) when it is scheduled or posted.',
  })
  @IsOptional()
  @IsArray({ message: 'Platforms must be a list, such as ["twitter", "linkedin"].' })
  @ArrayUnique({ message: 'Choose each platform once.' })
  @IsIn(SOCIAL_PLATFORMS, { each: true, message: PLATFORMS_MESSAGE })
  platforms?: SocialPlatform[];

  @ApiPropertyOptional({
    example: '2026-12-01T09:00:00+01:00',
    description:
      'When it is meant to go out (ISO 8601 with an offset); checked when it is scheduled.',
  })
  @IsOptional()
  @IsIsoWithOffset()
  scheduledTime?: string;

  @ApiPropertyOptional({
    default: true,
    description:
      'Tag links to the site (SITE_URL) with utm_source=<platform>, utm_medium=social and utm_campaign=<the post’s campaign name> when publishing, so the post card shows the visits and conversions it brought. Tags the member wrote are kept; links to other sites are never changed.',
  })
  @IsOptional()
  @IsBoolean({ message: 'Campaign links must be true or false.' })
  campaignLinks?: boolean;

  @IgnoredUserId()
  userId?: unknown;
}

export class ScheduleDraftDto {
  @ApiPropertyOptional({
    example: '2026-12-01T09:00:00+01:00',
    description:
      'ISO 8601 with a time zone offset; in the future and at most 365 days ahead. Without it, the time the draft was given.',
  })
  @IsOptional()
  @IsIsoWithOffset()
  scheduledTime?: string;
}

export class RetryPostDto {
  @ApiPropertyOptional({
    default: false,
    description:
      'Also publish again the deliveries whose outcome is unknown (the platform may already show them).',
  })
  @IsOptional()
  @IsBoolean({ message: 'Confirm must be true or false.' })
  confirm?: boolean;
}

export const POST_SCOPES = ['mine', 'all'] as const;

/** created: newest first by creation (the default). send_time: what goes out next first. */
export const POST_SORTS = ['created', 'send_time'] as const;
export type PostSort = (typeof POST_SORTS)[number];

export class ListPostsQuery {
  @PageQuery()
  page?: number;

  @PageSizeQuery(SOCIAL_POSTS_PAGE_SIZE_MAX)
  pageSize?: number;

  @ApiPropertyOptional({ enum: POST_STATUSES })
  @IsOptional()
  @IsIn(POST_STATUSES, { message: `Status must be one of ${POST_STATUSES.join(', ')}.` })
  status?: SocialPostStatus;

  @ApiPropertyOptional({
    enum: SOCIAL_POST_OUTCOMES,
    description:
      'Posts with this outcome: as status, but partly_posted (out on some platforms, failed on others) apart from failed (failed everywhere).',
  })
  @IsOptional()
  @IsIn(SOCIAL_POST_OUTCOMES, {
    message: `Outcome must be one of ${SOCIAL_POST_OUTCOMES.join(', ')}.`,
  })
  outcome?: SocialPostOutcome;

  @ApiPropertyOptional({ enum: SOCIAL_PLATFORMS, description: 'Posts with a delivery to it.' })
  @IsOptional()
  @IsIn(SOCIAL_PLATFORMS, { message: `Platform must be one of ${PLATFORM_CHOICES}.` })
  platform?: SocialPlatform;

  @ApiPropertyOptional({
    enum: POST_SCOPES,
    default: 'mine',
    description: 'all: every member’s posts (admins only).',
  })
  @IsOptional()
  @IsIn(POST_SCOPES, { message: 'Scope must be mine or all.' })
  scope?: (typeof POST_SCOPES)[number];

  @ApiPropertyOptional({
    enum: POST_SORTS,
    default: 'created',
    description:
      'created: newest first by creation. send_time: by scheduledTime, the posts still to go out (pending) first, soonest first, then the others, most recently sent first.',
  })
  @IsOptional()
  @IsIn(POST_SORTS, { message: `Sort must be one of ${POST_SORTS.join(', ')}.` })
  sort?: PostSort;

  @ApiPropertyOptional({
    default: true,
    description:
      'false leaves cancelled posts out (the screen shows them under a filter of their own, ?status=cancelled).',
  })
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: 'The includeCancelled parameter must be true or false.' })
  includeCancelled?: boolean;
}

export class SocialDeliveryMetricsDto implements SocialDeliveryMetrics {
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'integer' },
    example: { impressions: 1234, likes: 12, reposts: 3, replies: 2 },
    description: `What the platform counts, by name (${SOCIAL_METRIC_NAMES.join(', ')}): X gives impressions, likes, reposts and replies; Facebook reactions, comments and shares; Instagram likes and comments.`,
  })
  counts: Partial<Record<SocialMetricName, number>>;

  @ApiProperty({ format: 'date-time', description: 'When they were read from the platform.' })
  fetchedAt: string;
}

export class SocialPostOwnerDto implements SocialPostOwner {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({
    example: 'Ada Lovelace',
    description: 'First and last name, or "Deleted member" when the account no longer exists.',
  })
  name: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'ada@example.com',
    description: 'null when the account no longer exists.',
  })
  email: string | null;
}

export class SocialDeliveryDto implements SocialDelivery {
  @ApiProperty({ enum: SOCIAL_PLATFORMS })
  platform: SocialPlatform;

  @ApiProperty({ enum: DELIVERY_STATUSES })
  status: SocialDeliveryStatus;

  @ApiProperty({ type: String, nullable: true, example: 'https://x.com/sandglass/status/1862' })
  url: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'X refused the post: you already posted this text. Change it and try again.',
  })
  error: string | null;

  @ApiProperty({ description: 'POST …/retry publishes it again without asking.' })
  retryable: boolean;

  @ApiProperty({ description: 'It may have published: retrying needs {confirm: true}.' })
  outcomeUnknown: boolean;

  @ApiProperty({ example: 1 })
  attempts: number;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  publishedAt: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    example: '2026-12-01T08:00:00.000Z',
    description:
      'When a queued delivery goes out: the post’s scheduled time, or later after a rate limit or a retry’s back-off. Null once publishing or finished.',
  })
  dueAt: string | null;

  @ApiProperty({
    type: SocialDeliveryMetricsDto,
    nullable: true,
    description:
      'What the platform counted for the published post, refreshed by the worker for posts of the last 30 days; null until first read, and where the platform gives none.',
  })
  metrics: SocialDeliveryMetricsDto | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example:
      'LinkedIn does not share impressions or reactions of posts on a personal profile with apps, so none are shown.',
    description: 'Why the platform gives no metrics for this post; null where it does.',
  })
  metricsUnavailable: string | null;
}

class SocialPostCampaignDto implements SocialPostCampaign {
  @ApiProperty({ example: 'our-spring-cohort-starts-3f2a9c1b', description: 'utm_campaign.' })
  name: string;

  @ApiProperty({ example: 14, description: 'Visits to the site through the post’s links.' })
  visits: number;

  @ApiProperty({
    example: 1,
    description: 'Contact messages, applications and newsletter sign-ups sent in those visits.',
  })
  conversions: number;
}

class PostContentViewDto {
  @ApiProperty({ example: 'Our spring cohort starts today. #AI' })
  text: string;

  @ApiProperty({ type: [SocialMediaDto] })
  media: SocialMediaDto[];
}

export class ScheduledPostDto implements ScheduledPost {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({
    enum: POST_STATUSES,
    description:
      'draft: saved, not queued, until scheduled or posted (POST /api/social/drafts/{id}/schedule or …/post-now); pending while any delivery is queued or publishing; failed when any failed; posted when all posted; cancelled.',
  })
  status: SocialPostStatus;

  @ApiProperty({
    enum: SOCIAL_POST_OUTCOMES,
    example: 'partly_posted',
    description:
      'status, told finer: partly_posted when some platforms posted and others failed (status failed), failed when none posted.',
  })
  outcome: SocialPostOutcome;

  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    example: '2026-12-01T08:00:00.000Z',
    description: 'When it goes out. A draft may have none yet (null), or the time it was given.',
  })
  scheduledTime: string | null;

  @ApiProperty({ type: PostContentViewDto })
  content: PostContentViewDto;

  @ApiProperty({
    enum: SOCIAL_PLATFORMS,
    isArray: true,
    description: 'Its deliveries’ platforms; for a draft, those chosen so far (possibly none).',
  })
  platforms: SocialPlatform[];

  @ApiProperty({ type: [SocialDeliveryDto], description: 'One per platform.' })
  deliveries: SocialDeliveryDto[];

  @ApiProperty({
    description:
      'Links to the site go out with utm_source, utm_medium=social and utm_campaign (true by default).',
  })
  campaignLinks: boolean;

  @ApiProperty({
    type: SocialPostCampaignDto,
    nullable: true,
    description:
      'With campaign links, once out on a platform: the campaign and what the site’s analytics saw of it. Null otherwise, and while the analytics cannot be read.',
  })
  campaign: SocialPostCampaignDto | null;

  @ApiProperty({ format: 'uuid' })
  userId: string;

  @ApiPropertyOptional({
    type: SocialPostOwnerDto,
    nullable: true,
    description:
      'Only with ?scope=all: the owner’s name and email from the auth service (null when it could not be asked).',
  })
  owner?: SocialPostOwnerDto | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({
    format: 'date-time',
    description: 'When the post or one of its deliveries last changed.',
  })
  updatedAt: string;
}

export class ScheduledPostPageDto implements ScheduledPostPage {
  @ApiProperty({ type: [ScheduledPostDto] })
  posts: ScheduledPostDto[];

  @ApiProperty({ example: 42 })
  total: number;

  @ApiProperty({ example: 1 })
  page: number;

  @ApiProperty({ example: 20 })
  pageSize: number;
}

export class SocialPostResultDto implements SocialPostResult {
  @ApiProperty({ enum: SOCIAL_PLATFORMS })
  platform: SocialPlatform;

  @ApiProperty({
    enum: DELIVERY_STATUSES,
    description: 'queued or publishing: still under way when the wait ended.',
  })
  status: SocialDeliveryStatus;

  @ApiPropertyOptional({ example: 'https://www.linkedin.com/feed/update/urn:li:share:7123' })
  url?: string;

  @ApiPropertyOptional({ example: 'LinkedIn refused the post: the text is a duplicate.' })
  error?: string;
}

export class PostNowResponseDto implements PostNowResponse {
  @ApiProperty({ format: 'uuid' })
  postId: string;

  @ApiProperty({ type: [SocialPostResultDto] })
  results: SocialPostResultDto[];
}
