import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { PageQuery, SearchQuery, ToBoolean } from '@sandglass/server';
import {
  BLOG_CATEGORY_IDS,
  BLOG_LIST_STATUSES,
  BLOG_POST_STATUSES,
  BODY_MAX_LENGTH,
  EXCERPT_MAX_LENGTH,
  SEO_DESCRIPTION_MAX_LENGTH,
  SEO_TITLE_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  type BlogAuthor,
  type BlogCategoryId,
  type BlogListStatus,
  type BlogPost,
  type BlogPostInput,
  type BlogPostStatus,
  type BlogPostSummary,
  type BlogPostWriteResult,
  type BlogResponse,
  type BlogSocialShare,
} from '@sandglass/shared';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsUUID, Max, Min, ValidateBy } from 'class-validator';
import {
  ChoiceField,
  DateTimeField,
  ImageUrlField,
  SlugField,
  TagsField,
  TextField,
} from '../common/fields.js';
import { unsafeMarkup } from './markdown.js';

export class BlogAuthorDto implements BlogAuthor {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Maya Okafor' })
  name: string;

  @ApiProperty({ example: 'Managing Partner' })
  title: string;

  @ApiProperty({ type: String, nullable: true })
  photoUrl: string | null;
}

export class BlogPostSummaryDto implements BlogPostSummary {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'why-ai-now' })
  slug: string;

  @ApiProperty()
  title: string;

  @ApiProperty()
  excerpt: string;

  @ApiProperty({ enum: BLOG_CATEGORY_IDS })
  category: BlogCategoryId;

  @ApiProperty({ type: String, nullable: true })
  featuredImageUrl: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  publishedAt: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ example: 4, description: 'Minutes: words / 200, at least 1.' })
  readingTime: number;

  @ApiProperty({ example: 120 })
  viewCount: number;

  @ApiProperty({ type: [String] })
  tags: string[];

  @ApiProperty({ type: BlogAuthorDto, nullable: true })
  author: BlogAuthorDto | null;

  @ApiProperty({ enum: BLOG_POST_STATUSES, description: 'Only admins ever see drafts.' })
  status: BlogPostStatus;

  @ApiProperty({
    description:
      'The article Insights shows first; at most one is. When none is (or it is a draft), Insights shows the newest published.',
  })
  featured: boolean;
}

export class BlogPostDto extends BlogPostSummaryDto implements BlogPost {
  @ApiProperty({ description: 'Markdown as written.' })
  body: string;

  @ApiProperty({ description: 'The Markdown rendered and sanitised: safe to insert as HTML.' })
  bodyHtml: string;

  @ApiProperty({ type: String, nullable: true })
  seoTitle: string | null;

  @ApiProperty({ type: String, nullable: true })
  seoDescription: string | null;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

export class BlogSocialShareDto implements BlogSocialShare {
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'uuid',
    description: 'The draft (GET /api/social/scheduled-posts?status=draft); null if none was made.',
  })
  postId: string | null;

  @ApiProperty({ type: [String], example: ['twitter', 'linkedin'] })
  platforms: string[];

  @ApiProperty()
  imageAttached: boolean;

  @ApiProperty({
    example:
      'A draft for X (Twitter), LinkedIn is waiting in Social Media → Scheduled, under Drafts.',
  })
  message: string;
}

export class BlogPostWriteDto extends BlogPostDto implements BlogPostWriteResult {
  @ApiPropertyOptional({
    type: BlogSocialShareDto,
    description: 'With shareToSocial: the social draft made, or why none was.',
  })
  socialShare?: BlogSocialShareDto;
}

export class BlogResponseDto implements BlogResponse {
  @ApiProperty({ type: [BlogPostSummaryDto] })
  posts: BlogPostSummaryDto[];
}

export class ReadBlogPostQuery {
  @ApiPropertyOptional({
    default: true,
    description:
      'false reads the article without counting a view: for link previews and the head tags the gateway writes into the page, which are not readers.',
  })
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: 'The countView parameter must be true or false.' })
  countView?: boolean;
}

/** The most articles one listing answers with: the whole archive page of the public site. */
export const BLOG_LIST_MAX = 500;

export class ListBlogQuery {
  @ApiPropertyOptional({
    enum: BLOG_LIST_STATUSES,
    default: 'published',
    description: 'draft and all need an admin token.',
  })
  @IsOptional()
  @IsIn(BLOG_LIST_STATUSES, { message: `Status must be one of: ${BLOG_LIST_STATUSES.join(', ')}.` })
  status?: BlogListStatus;

  @ApiPropertyOptional({ enum: BLOG_CATEGORY_IDS })
  @IsOptional()
  @IsIn(BLOG_CATEGORY_IDS, {
    message: `Category must be one of: ${BLOG_CATEGORY_IDS.join(', ')}.`,
  })
  category?: BlogCategoryId;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: BLOG_LIST_MAX,
    default: 100,
    description: 'Articles per page.',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Limit must be a whole number.' })
  @Min(1, { message: 'Limit must be 1 or more.' })
  @Max(BLOG_LIST_MAX, { message: `Limit can be at most ${BLOG_LIST_MAX}.` })
  limit?: number;

  @PageQuery()
  page: number = 1;

  @SearchQuery('Matches the title or summary, ignoring case.')
  q?: string;
}

/** Refuses Markdown that could run script, naming what was found. */
export const SafeMarkdown = () =>
  ValidateBy(
    {
      name: 'safeMarkdown',
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || !unsafeMarkup(value),
      },
    },
    { message: ({ value }) => unsafeMarkup(String(value)) ?? '' },
  );

export class CreateBlogPostDto implements BlogPostInput {
  @TextField('Title', {
    required: 'Enter a title.',
    max: TITLE_MAX_LENGTH,
    singleLine: true,
    example: 'Why AI-native companies win on cost',
  })
  title: string;

  @SlugField('article')
  slug?: string;

  @TextField('Excerpt', {
    required: 'Enter a short excerpt for the listing.',
    max: EXCERPT_MAX_LENGTH,
  })
  excerpt: string;

  @TextField('Body', { required: 'Write the article.', max: BODY_MAX_LENGTH })
  @SafeMarkdown()
  body: string;

  @ChoiceField('Category', BLOG_CATEGORY_IDS, { required: 'Choose a category.' })
  category: BlogCategoryId;

  @TagsField('Tags', { nullable: false })
  tags?: string[];

  @ImageUrlField('Featured image')
  featuredImageUrl?: string | null;

  @ApiPropertyOptional({ format: 'uuid', nullable: true, description: 'A team member’s id.' })
  @IsOptional()
  @IsUUID('4', { message: 'Author must be the id of a team member.' })
  authorId?: string | null;

  @ChoiceField('Status', BLOG_POST_STATUSES, {
    nullable: false,
    description: 'Defaults to draft. Publishing sets publishedAt when it has none.',
  })
  status?: BlogPostStatus;

  @DateTimeField('Published at', {
    description: 'Back-date or correct the publication time of a published post.',
  })
  publishedAt?: string | null;

  @TextField('SEO title', { max: SEO_TITLE_MAX_LENGTH, singleLine: true })
  seoTitle?: string | null;

  @TextField('SEO description', { max: SEO_DESCRIPTION_MAX_LENGTH })
  seoDescription?: string | null;

  @ApiPropertyOptional({
    default: false,
    description:
      'Feature the article on Insights. true un-features the article featured until now, in the same transaction; false leaves none featured.',
  })
  @IsOptional()
  @IsBoolean({ message: 'Featured must be true or false.' })
  featured?: boolean;

  @ApiPropertyOptional({
    default: false,
    description:
      'Share on social: once the article is saved published, make a draft social post for you (the signed-in admin) with its title, excerpt, link and featured image, for the platforms you have connected. The answer’s socialShare says where it is. Only for a published article; the same save asked twice makes one draft.',
  })
  @IsOptional()
  @IsBoolean({ message: 'Share on social must be true or false.' })
  shareToSocial?: boolean;
}

export class UpdateBlogPostDto extends PartialType(CreateBlogPostDto, {
  skipNullProperties: false,
}) {}
