import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ListQuery, PersonRecordDto, SearchQuery } from '@sandglass/server';
import {
  COMPANY_MAX_LENGTH,
  CONTACT_INTEREST_VALUES,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  type ContactInput,
  type ContactInterest,
  type ContactSubmission,
  type ContactSubmissionUpdate,
} from '@sandglass/shared';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';
import { ChoiceField, EmailField, TextField } from '../common/fields.js';

export class ContactSubmissionDto extends PersonRecordDto implements ContactSubmission {
  @ApiProperty({ type: String, nullable: true })
  company: string | null;

  @ApiProperty({ enum: CONTACT_INTEREST_VALUES })
  interest: ContactInterest;

  @ApiProperty()
  message: string;

  @ApiProperty()
  isRead: boolean;
}

export class CreateContactDto implements ContactInput {
  @TextField('First name', {
    required: 'Enter your first name.',
    max: NAME_MAX_LENGTH,
    singleLine: true,
    example: 'Ada',
  })
  firstName: string;

  @TextField('Last name', {
    required: 'Enter your last name.',
    max: NAME_MAX_LENGTH,
    singleLine: true,
    example: 'Lovelace',
  })
  lastName: string;

  @EmailField('Email', { required: 'Enter your email address.', example: 'ada@example.com' })
  email: string;

  @TextField('Company', { max: COMPANY_MAX_LENGTH, singleLine: true, example: 'Analytical AI' })
  company?: string;

  @ChoiceField('Interest', CONTACT_INTEREST_VALUES, {
    required: 'Choose what you are interested in.',
  })
  interest: ContactInterest;

  @TextField('Message', { required: 'Enter your message.', max: MESSAGE_MAX_LENGTH })
  message: string;
}

export class UpdateContactDto implements ContactSubmissionUpdate {
  @ApiProperty()
  @IsBoolean({ message: 'Set isRead to true or false.' })
  isRead: boolean;
}

export class ListContactQuery extends ListQuery {
  @SearchQuery('Matches the name, email, company or message, ignoring case.')
  override q?: string;

  @ApiPropertyOptional({
    description: 'true: only submissions not read yet; false: only read ones.',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    value === 'true' ? true : value === 'false' ? false : value,
  )
  @IsBoolean({ message: 'The unread filter must be true or false.' })
  unread?: boolean;
}
