import { ApiProperty } from '@nestjs/swagger';
import { ListQuery, SearchQuery } from '@sandglass/server';
import {
  MEMBERSHIP_TIERS,
  ROLES,
  type MembershipTier,
  type PublicUser,
  type Role,
} from '@sandglass/shared';
import { IsIn } from 'class-validator';

export class PublicUserDto implements PublicUser {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Ada' })
  firstName: string;

  @ApiProperty({ example: 'Lovelace' })
  lastName: string;

  @ApiProperty({ example: 'ada@example.com' })
  email: string;

  @ApiProperty({ enum: ROLES, example: 'guest' })
  role: Role;

  @ApiProperty({ enum: MEMBERSHIP_TIERS, example: 'free' })
  membershipTier: MembershipTier;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
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
