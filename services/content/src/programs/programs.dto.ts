import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { ListQuery, SearchQuery, TimestampedRecordDto } from '@sandglass/server';
import {
  APPLICATION_STATUSES,
  DESCRIPTION_MAX_LENGTH,
  DURATION_MAX_LENGTH,
  LONG_DESCRIPTION_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  POSITIONS_MAX,
  PROGRAM_STATUSES,
  SORT_ORDER_MAX,
  type ApplicationStatus,
  type Program,
  type ProgramApplication,
  type ProgramApplicationInput,
  type ProgramApplicationUpdate,
  type ProgramInput,
  type ProgramStatus,
} from '@sandglass/shared';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import {
  ChoiceField,
  DateField,
  EmailField,
  IntField,
  SlugField,
  TextField,
  TextListField,
  WebUrlField,
} from '../common/fields.js';
import { CatalogRecordDto } from '../common/responses.dto.js';

export class ProgramDto
  extends CatalogRecordDto({
    slug: 'engineering-manager',
    name: 'Engineering Manager',
  })
  implements Program
{
  @ApiProperty({ enum: PROGRAM_STATUSES })
  status: ProgramStatus;

  @ApiProperty()
  description: string;

  @ApiProperty()
  longDescription: string;

  @ApiProperty({ type: [String], description: 'Shown as "Qualifications".' })
  requirements: string[];

  @ApiProperty({ type: [String], description: 'Shown as "What You’ll Do".' })
  benefits: string[];

  @ApiProperty({ example: '6 months' })
  duration: string;

  @ApiProperty({ example: 1, description: '1 reads "1 available"; more "Up to N available".' })
  positions: number;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  applicationDeadline: string | null;
}

export class CreateProgramDto implements ProgramInput {
  @TextField('Name', {
    required: 'Enter the program name.',
    max: NAME_MAX_LENGTH,
    singleLine: true,
    example: 'Engineering Manager',
  })
  name: string;

  @SlugField('program')
  slug?: string;

  @ChoiceField('Status', PROGRAM_STATUSES, { required: 'Choose a status.' })
  status: ProgramStatus;

  @TextField('Description', {
    required: 'Enter a short description.',
    max: DESCRIPTION_MAX_LENGTH,
  })
  description: string;

  @TextField('Long description', {
    required: 'Enter the long description.',
    max: LONG_DESCRIPTION_MAX_LENGTH,
  })
  longDescription: string;

  @TextListField('Requirements', { nullable: false })
  requirements?: string[];

  @TextListField('Benefits', { nullable: false })
  benefits?: string[];

  @TextField('Duration', {
    required: 'Enter the duration, such as 6 months.',
    max: DURATION_MAX_LENGTH,
    singleLine: true,
    example: '6 months',
  })
  duration: string;

  @IntField('Positions', { required: 'Enter the number of positions.', min: 1, max: POSITIONS_MAX })
  positions: number;

  @DateField('Application deadline', {})
  applicationDeadline?: string | null;

  @IntField('Sort order', { min: 0, max: SORT_ORDER_MAX, nullable: false })
  sortOrder?: number;
}

export class UpdateProgramDto extends PartialType(CreateProgramDto, {
  skipNullProperties: false,
}) {}

export class ProgramApplicationDto extends TimestampedRecordDto implements ProgramApplication {
  @ApiProperty({ format: 'uuid' })
  programId: string;

  @ApiProperty({ example: 'Engineering Manager' })
  programName: string;

  @ApiProperty({ example: 'Ada Lovelace' })
  name: string;

  @ApiProperty({ example: 'ada@example.com' })
  email: string;

  @ApiProperty({ type: String, nullable: true })
  linkedinUrl: string | null;

  @ApiProperty({ type: String, nullable: true })
  portfolioUrl: string | null;

  @ApiProperty()
  message: string;

  @ApiProperty({ enum: APPLICATION_STATUSES })
  status: ApplicationStatus;
}

export class CreateApplicationDto implements ProgramApplicationInput {
  @TextField('Name', {
    required: 'Enter your name.',
    max: NAME_MAX_LENGTH,
    singleLine: true,
    example: 'Ada Lovelace',
  })
  name: string;

  @EmailField('Email', { required: 'Enter your email address.', example: 'ada@example.com' })
  email: string;

  @WebUrlField('LinkedIn address', { example: 'https://www.linkedin.com/in/example' })
  linkedinUrl?: string;

  @WebUrlField('Portfolio address', {
    example: 'https://github.com/example',
    description: 'A portfolio, GitHub profile or personal site.',
  })
  portfolioUrl?: string;

  @TextField('Message', {
    required: 'Tell us why you are applying.',
    max: MESSAGE_MAX_LENGTH,
  })
  message: string;
}

export class UpdateApplicationDto implements ProgramApplicationUpdate {
  @ChoiceField('Status', APPLICATION_STATUSES, { required: 'Choose a status.' })
  status: ApplicationStatus;
}

export class ListProgramsQuery extends ListQuery {
  @SearchQuery('Matches the name or description, ignoring case.')
  override q?: string;
}

export class ListApplicationsQuery extends ListQuery {
  @SearchQuery('Matches the applicant’s name, email or message, ignoring case.')
  override q?: string;

  @ApiPropertyOptional({ enum: APPLICATION_STATUSES })
  @IsOptional()
  @IsIn(APPLICATION_STATUSES, {
    message: `Status must be one of: ${APPLICATION_STATUSES.join(', ')}.`,
  })
  status?: ApplicationStatus;

  @ApiPropertyOptional({ format: 'uuid', description: 'Only this program’s applications.' })
  @IsOptional()
  @IsUUID('4', { message: 'The programId filter must be the id of a program.' })
  programId?: string;
}
