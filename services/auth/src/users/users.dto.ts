import { ApiProperty } from '@nestjs/swagger';
import { ListQuery, PersonRecordDto, SearchQuery, USER_DIRECTORY_MAX_IDS } from '@sandglass/server';
import {
  MEMBERSHIP_TIERS,
  ROLES,
  type MembershipTier,
  type PublicUser,
  type Role,
} from '@sandglass/shared';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsIn, IsUUID } from 'class-validator';

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

/** GET /internal/users?ids=a,b,…: the ids, comma-separated. */
export class UserDirectoryQuery {
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string'
      ? [
          ...new Set(
            value
              .split(',')
              .map((id) => id.trim())
              .filter(Boolean),
          ),
        ]
      : value,
  )
  @ArrayNotEmpty({ message: 'Name at least one user id in ids, comma-separated.' })
  @ArrayMaxSize(USER_DIRECTORY_MAX_IDS, {
    message: `Ask for at most ${USER_DIRECTORY_MAX_IDS} ids at once.`,
  })
  @IsUUID('all', { each: true, message: 'Each id in ids must be a user id (a UUID).' })
  ids: string[];
}
