import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PageQuery, PageSizeQuery, Trim } from '@sandglass/server';
import {
  MEMBERSHIP_TIERS,
  ROLES,
  type MembershipTier,
  type PublicUser,
  type Role,
  type UserPage,
} from '@sandglass/shared';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

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

export const USERS_PAGE_SIZE_MAX = 100;

export class ListUsersQuery {
  @ApiPropertyOptional({ description: 'Matches first name, last name or email, ignoring case.' })
  @IsOptional()
  @Trim()
  @IsString({ message: 'Search must be text.' })
  @MaxLength(100, { message: 'Search can be at most 100 characters.' })
  search?: string;

  @PageQuery()
  page: number = 1;

  @PageSizeQuery(USERS_PAGE_SIZE_MAX)
  pageSize: number = 20;
}

export class UpdateUserDto {
  @ApiProperty({ enum: ROLES })
  @IsIn(ROLES, { message: `Role must be one of ${ROLES.join(', ')}.` })
  role: Role;
}

export class UserPageDto implements UserPage {
  @ApiProperty({ type: [PublicUserDto] })
  users: PublicUserDto[];

  @ApiProperty({ example: 42 })
  total: number;

  @ApiProperty({ example: 1 })
  page: number;

  @ApiProperty({ example: 20 })
  pageSize: number;
}
