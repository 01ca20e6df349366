import { ApiProperty } from '@nestjs/swagger';
import { ListQuery, PersonRecordDto, SearchQuery } from '@sandglass/server';
import {
  MEMBERSHIP_TIERS,
  ROLES,
  type MembershipTier,
  type PublicUser,
  type Role,
} from '@sandglass/shared';
import { IsIn } from 'class-validator';

export class PublicUserDto extends PersonRecordDto implements PublicUser {
  @ApiProperty({ enum: ROLES, example: 'guest' })
  role: Role;

  @ApiProperty({ enum: MEMBERSHIP_TIERS, example: 'free' })
  membershipTier: MembershipTier;

  @ApiProperty({
    example: true,
    description: 'Whether the person proved the address by following the verification mail.',
  })
  emailVerified: boolean;
}

export class ListUsersQuery extends ListQuery {
  @SearchQuery('Matches the first name, last name, full name or email, ignoring case.')
  override q?: string;
}

export class UpdateUserDto {
  @ApiProperty({ enum: ROLES })
  @IsIn(ROLES, { message: `Role must be one of ${ROLES.join(', ')}.` })
  role: Role;
}
