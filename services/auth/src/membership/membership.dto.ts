import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ListQuery, Trim } from '@sandglass/server';
import {
  FIELD_SENTENCES as SAY,
  MEMBERSHIP_NOTE_MAX_LENGTH,
  MEMBERSHIP_REQUEST_STATUSES,
  type MembershipRequest,
  type MembershipRequestStatus,
} from '@sandglass/shared';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

export class CreateMembershipRequestDto {
  @ApiProperty({
    example: 'I run an AI seed fund and would like to use the social tools.',
    maxLength: MEMBERSHIP_NOTE_MAX_LENGTH,
    description: 'Why the person asks; may be empty.',
  })
  @Trim()
  @IsString({ message: SAY.text('Note') })
  @MaxLength(MEMBERSHIP_NOTE_MAX_LENGTH, {
    message: SAY.tooLong('Note', MEMBERSHIP_NOTE_MAX_LENGTH),
  })
  note: string = '';
}

export class ListMembershipRequestsQuery extends ListQuery {
  @ApiPropertyOptional({ enum: MEMBERSHIP_REQUEST_STATUSES, default: 'pending' })
  @IsOptional()
  @IsIn(MEMBERSHIP_REQUEST_STATUSES, {
    message: `Status must be one of ${MEMBERSHIP_REQUEST_STATUSES.join(', ')}.`,
  })
  status: MembershipRequestStatus = 'pending';
}

export class MembershipRequestDto implements MembershipRequest {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  userId: string;

  @ApiProperty()
  firstName: string;

  @ApiProperty()
  lastName: string;

  @ApiProperty()
  email: string;

  @ApiProperty()
  note: string;

  @ApiProperty({ enum: MEMBERSHIP_REQUEST_STATUSES })
  status: MembershipRequestStatus;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  decidedAt: string | null;
}
