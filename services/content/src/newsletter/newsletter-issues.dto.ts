import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ListQuery, TimestampedRecordDto } from '@sandglass/server';
import {
  BODY_MAX_LENGTH,
  isSlug,
  NEWSLETTER_ISSUE_STATUSES,
  NEWSLETTER_RECIPIENT_STATUSES,
  PREHEADER_MAX_LENGTH,
  SLUG_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  type NewsletterIssue,
  type NewsletterIssueCounts,
  type NewsletterIssueRecipient,
  type NewsletterIssueSendInput,
  type NewsletterIssueStatus,
  type NewsletterIssueUpdate,
  type NewsletterRecipientStatus,
  type NewsletterTestInput,
} from '@sandglass/shared';
import {
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { SafeMarkdown } from '../blog/blog.dto.js';
import { DateTimeField, EmailField, TextField } from '../common/fields.js';

export class NewsletterIssueCountsDto implements NewsletterIssueCounts {
  @ApiProperty({ description: 'Confirmed subscribers snapshotted when it went out.' })
  recipients: number;
  @ApiProperty({ description: 'Waiting for their turn or being sent.' })
  queued: number;
  @ApiProperty()
  sent: number;
  @ApiProperty({ description: 'Given up after retries (4xx answers, connection failures).' })
  failed: number;
  @ApiProperty({ description: 'Refused for good (5xx): the address is now suppressed.' })
  bounced: number;
  @ApiProperty({ description: 'Unsubscribed or suppressed before their turn: nothing sent.' })
  skipped: number;
  @ApiProperty({ description: 'Unsubscribed with this issue’s link.' })
  unsubscribed: number;
}

export class NewsletterIssueDto extends TimestampedRecordDto implements NewsletterIssue {
  @ApiProperty({ example: 'Agents in production: what we learned this quarter' })
  subject: string;
  @ApiProperty({ type: String, nullable: true })
  preheader: string | null;
  @ApiProperty({ description: 'Markdown as written.' })
  body: string;
  @ApiProperty({ description: 'The body rendered and sanitised, as the mail shows it.' })
  bodyHtml: string;
  @ApiProperty({ type: String, nullable: true })
  articleSlug: string | null;
  @ApiProperty({ enum: NEWSLETTER_ISSUE_STATUSES })
  status: NewsletterIssueStatus;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  scheduledAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  sendingStartedAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  sentAt: string | null;
  @ApiProperty({ type: NewsletterIssueCountsDto })
  counts: NewsletterIssueCountsDto;
}

export class NewsletterIssueRecipientDto implements NewsletterIssueRecipient {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ example: 'ada@example.com' })
  email: string;
  @ApiProperty({ enum: NEWSLETTER_RECIPIENT_STATUSES })
  status: NewsletterRecipientStatus;
  @ApiProperty({ type: String, nullable: true })
  error: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  sentAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  unsubscribedAt: string | null;
}

const written = (dto: CreateNewsletterIssueDto) => dto.articleSlug === undefined;

/** Either a written issue (subject, preheader, body) or an insights article to start from. */
export class CreateNewsletterIssueDto {
  @ValidateIf(written)
  @TextField('Subject', {
    required: 'Enter a subject.',
    max: TITLE_MAX_LENGTH,
    singleLine: true,
    example: 'Agents in production: what we learned this quarter',
    description: 'Required unless articleSlug is given.',
  })
  subject?: string;

  @TextField('Preheader', {
    max: PREHEADER_MAX_LENGTH,
    singleLine: true,
    description: 'The line mail clients show beside the subject.',
  })
  preheader?: string;

  @ValidateIf(written)
  @TextField('Body', {
    required: 'Write the issue.',
    max: BODY_MAX_LENGTH,
    description:
      'Markdown; images from the upload store (/api/uploads/…). Required unless articleSlug is given.',
  })
  @SafeMarkdown()
  body?: string;

  @ApiPropertyOptional({
    maxLength: SLUG_MAX_LENGTH,
    example: 'why-ai-now',
    description:
      'Start from this insights article instead: its title, excerpt, image and a link to it (leave subject and body out).',
  })
  @IsOptional()
  @IsString({ message: 'Article slug must be text.' })
  @MaxLength(SLUG_MAX_LENGTH, {
    message: `Article slug must be at most ${SLUG_MAX_LENGTH} characters.`,
  })
  @ValidateBy(
    { name: 'isSlug', validator: { validate: (value: unknown) => isSlug(value) } },
    { message: 'Article slug must be an article address such as why-ai-now.' },
  )
  @ValidateBy(
    {
      name: 'alone',
      validator: {
        validate: (_value: unknown, args) => {
          const dto = args?.object as CreateNewsletterIssueDto;
          return dto.subject === undefined && dto.body === undefined && dto.preheader === undefined;
        },
      },
    },
    { message: 'Give either an articleSlug or a subject and body, not both.' },
  )
  articleSlug?: string;
}

export class UpdateNewsletterIssueDto implements NewsletterIssueUpdate {
  @TextField('Subject', { max: TITLE_MAX_LENGTH, singleLine: true, nullable: false })
  @IsNotEmpty({ message: 'Enter a subject.' })
  subject?: string;

  @TextField('Preheader', { max: PREHEADER_MAX_LENGTH, singleLine: true })
  preheader?: string | null;

  @TextField('Body', { max: BODY_MAX_LENGTH, nullable: false })
  @IsNotEmpty({ message: 'Write the issue.' })
  @SafeMarkdown()
  body?: string;
}

export class SendNewsletterIssueDto implements NewsletterIssueSendInput {
  @DateTimeField('Scheduled time', {
    description: 'When to send it (in the future); leave out to send now.',
    nullable: false,
  })
  scheduledAt?: string;
}

export class TestNewsletterIssueDto implements NewsletterTestInput {
  @EmailField('Email', {
    required: 'Enter the address to send the test to.',
    example: 'ada@example.com',
  })
  email: string;
}

export class ListIssuesQuery extends ListQuery {}

export class ListRecipientsQuery extends ListQuery {
  @ApiPropertyOptional({ enum: NEWSLETTER_RECIPIENT_STATUSES })
  @IsOptional()
  @IsIn(NEWSLETTER_RECIPIENT_STATUSES, {
    message: `Status must be one of: ${NEWSLETTER_RECIPIENT_STATUSES.join(', ')}.`,
  })
  status?: NewsletterRecipientStatus;
}
