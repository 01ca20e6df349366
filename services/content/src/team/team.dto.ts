import { ListQuery, SearchQuery } from '@sandglass/server';
import { ApiProperty, PartialType } from '@nestjs/swagger';
import {
  BIO_MAX_LENGTH,
  JOB_TITLE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  SORT_ORDER_MAX,
  type TeamMember,
  type TeamMemberInput,
} from '@sandglass/shared';
import { ImageUrlField, IntField, SlugField, TextField, WebUrlField } from '../common/fields.js';
import { CatalogRecordDto } from '../common/responses.dto.js';

export class TeamMemberDto
  extends CatalogRecordDto({
    slug: 'maya-okafor',
    name: 'Maya Okafor',
  })
  implements TeamMember
{
  @ApiProperty({ example: 'Managing Partner' })
  title: string;

  @ApiProperty()
  bio: string;

  @ApiProperty({ type: String, nullable: true, description: 'null: show the initials.' })
  photoUrl: string | null;

  @ApiProperty({ type: String, nullable: true })
  linkedinUrl: string | null;

  @ApiProperty({ type: String, nullable: true })
  twitterUrl: string | null;
}

export class CreateTeamMemberDto implements TeamMemberInput {
  @TextField('Name', {
    required: 'Enter the team member’s name.',
    max: NAME_MAX_LENGTH,
    singleLine: true,
    example: 'Maya Okafor',
  })
  name: string;

  @SlugField('team member')
  slug?: string;

  @TextField('Title', {
    required: 'Enter the team member’s title.',
    max: JOB_TITLE_MAX_LENGTH,
    singleLine: true,
    example: 'Managing Partner',
    description: 'A title containing "Partner" or "Managing" puts the member under Leadership.',
  })
  title: string;

  @TextField('Bio', { required: 'Enter a short bio.', max: BIO_MAX_LENGTH })
  bio: string;

  @ImageUrlField('Photo')
  photoUrl?: string | null;

  @WebUrlField('LinkedIn address', { example: 'https://www.linkedin.com/in/example' })
  linkedinUrl?: string | null;

  @WebUrlField('X (Twitter) address', { example: 'https://x.com/example' })
  twitterUrl?: string | null;

  @IntField('Sort order', {
    min: 0,
    max: SORT_ORDER_MAX,
    nullable: false,
    description: 'Ascending; GET /api/team is in this order.',
  })
  sortOrder?: number;
}

export class UpdateTeamMemberDto extends PartialType(CreateTeamMemberDto, {
  skipNullProperties: false,
}) {}

export class ListTeamQuery extends ListQuery {
  @SearchQuery('Matches the name, title or bio, ignoring case.')
  override q?: string;
}
