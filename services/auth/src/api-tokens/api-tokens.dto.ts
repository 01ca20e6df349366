import { ApiProperty } from '@nestjs/swagger';
import { Trim } from '@sandglass/server';
import {
  API_SCOPES,
  API_TOKEN_MAX_DAYS,
  FIELD_SENTENCES as SAY,
  type ApiScope,
  type ApiTokenSummary,
  type CreatedApiToken,
} from '@sandglass/shared';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';

export const API_TOKEN_NAME_MAX_LENGTH = 100;

export class CreateApiTokenDto {
  @ApiProperty({ example: 'Zapier', maxLength: API_TOKEN_NAME_MAX_LENGTH })
  @Trim()
  @IsString({ message: SAY.text('Name') })
  @IsNotEmpty({ message: 'Name the token, so you know later what uses it.' })
  @MaxLength(API_TOKEN_NAME_MAX_LENGTH, {
    message: SAY.tooLong('Name', API_TOKEN_NAME_MAX_LENGTH),
  })
  name: string;

  @ApiProperty({ enum: API_SCOPES, isArray: true, example: ['content:read'] })
  @IsArray({ message: 'Scopes must be a list, such as ["content:read"].' })
  @ArrayMinSize(1, { message: 'Choose at least one scope.' })
  @ArrayMaxSize(API_SCOPES.length, { message: 'Name each scope once.' })
  @ArrayUnique({ message: 'Name each scope once.' })
  @IsIn(API_SCOPES, {
    each: true,
    message: `Each scope must be one of ${API_SCOPES.join(', ')}.`,
  })
  scopes: ApiScope[];

  @ApiProperty({
    type: 'integer',
    nullable: true,
    minimum: 1,
    maximum: API_TOKEN_MAX_DAYS,
    example: 90,
    description: 'Days until the token expires, or null for a token that does not expire.',
  })
  @ValidateIf((_dto, value) => value !== null)
  @IsInt({
    message: `Expires in days must be a whole number from 1 to ${API_TOKEN_MAX_DAYS}, or null for no expiry.`,
  })
  @Min(1, {
    message: `Expires in days must be a whole number from 1 to ${API_TOKEN_MAX_DAYS}, or null for no expiry.`,
  })
  @Max(API_TOKEN_MAX_DAYS, {
    message: `Expires in days must be a whole number from 1 to ${API_TOKEN_MAX_DAYS}, or null for no expiry.`,
  })
  expiresInDays: number | null;
}

export class ApiTokenDto implements ApiTokenSummary {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Zapier' })
  name: string;

  @ApiProperty({ example: 'sgv_3kF9aQ', description: 'The first characters of the secret.' })
  prefix: string;

  @ApiProperty({ enum: API_SCOPES, isArray: true })
  scopes: ApiScope[];

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  expiresAt: string | null;

  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description: 'When any service last accepted it (to the minute).',
  })
  lastUsedAt: string | null;
}

export class CreatedApiTokenDto implements CreatedApiToken {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Zapier' })
  name: string;

  @ApiProperty({
    example: 'sgv_3kF9aQ…',
    description: 'The secret: shown this once. Send it as `Authorization: Bearer <token>`.',
  })
  token: string;

  @ApiProperty({ example: 'sgv_3kF9aQ' })
  prefix: string;

  @ApiProperty({ enum: API_SCOPES, isArray: true })
  scopes: ApiScope[];

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  expiresAt: string | null;
}

/** What a service sends to look a token up: the SHA-256 (hex) of the secret. */
export class VerifyApiTokenDto {
  @IsString()
  @MaxLength(64)
  hash: string;
}
