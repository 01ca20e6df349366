import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ListQuery, RecordDto, SearchQuery } from '@sandglass/server';
import {
  NEWSLETTER_STATUSES,
  type NewsletterSignupInput,
  type NewsletterStatus,
  type NewsletterSubscriber,
} from '@sandglass/shared';
import { IsIn, IsOptional } from 'class-validator';
import { EmailField } from '../common/fields.js';

export class NewsletterSignupDto implements NewsletterSignupInput {
  @EmailField('Email', { required: 'Enter your email address.', example: 'ada@example.com' })
  email: string;
}

export class NewsletterSubscriberDto extends RecordDto implements NewsletterSubscriber {
  @ApiProperty({ example: 'ada@example.com' })
  email: string;

  @ApiProperty({ enum: NEWSLETTER_STATUSES })
  status: NewsletterStatus;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  confirmedAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  unsubscribedAt: string | null;
}

export class ListSubscribersQuery extends ListQuery {
  @SearchQuery('Matches the email address, ignoring case.')
  override q?: string;

  @ApiPropertyOptional({ enum: NEWSLETTER_STATUSES })
  @IsOptional()
  @IsIn(NEWSLETTER_STATUSES, {
    message: `Status must be one of: ${NEWSLETTER_STATUSES.join(', ')}.`,
  })
  status?: NewsletterStatus;
}
