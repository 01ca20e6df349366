import { ApiProperty } from '@nestjs/swagger';
import { NormalizeEmail, Trim } from '@sandglass/server';
import {
  EMAIL_MAX_LENGTH,
  FIELD_SENTENCES as SAY,
  isEmailAddress,
  NAME_MAX_LENGTH,
  PASSWORD_FORGOT_SENTENCE,
  PASSWORD_MAX_LENGTH,
  type AccountSession,
} from '@sandglass/shared';
import { IsNotEmpty, IsString, MaxLength, ValidateBy } from 'class-validator';
import { IsAcceptablePassword } from '../sessions/common-passwords.js';

const LINK_TOKEN_MAX_LENGTH = 100;

/** The token from a mailed link (`?token=…`). */
export class LinkTokenDto {
  @ApiProperty({ description: 'The `token` parameter of the link in the mail.' })
  @IsString({ message: SAY.text('Token') })
  @IsNotEmpty({ message: 'The link has no token. Open the link from the mail again.' })
  @MaxLength(LINK_TOKEN_MAX_LENGTH, {
    message: 'This link is not one we sent. Open the link from the mail again.',
  })
  token: string;
}

export class ForgotPasswordDto {
  @ApiProperty({ example: 'ada@example.com' })
  @NormalizeEmail()
  @IsString({ message: SAY.text('Email') })
  @MaxLength(EMAIL_MAX_LENGTH, { message: SAY.tooLong('Email', EMAIL_MAX_LENGTH) })
  @ValidateBy({ name: 'isEmail', validator: { validate: isEmailAddress } }, { message: SAY.email })
  email: string;
}

export class MessageDto {
  @ApiProperty({ example: PASSWORD_FORGOT_SENTENCE })
  message: string;
}

export class ResetPasswordDto extends LinkTokenDto {
  @ApiProperty({
    example: 'a new correct horse',
    description: 'The new password; the same rules as at sign-up.',
  })
  @IsString({ message: SAY.text('Password') })
  @IsAcceptablePassword('none')
  password: string;
}

export class ChangePasswordDto {
  @ApiProperty()
  @IsString({ message: SAY.text('Current password') })
  @IsNotEmpty({ message: 'Enter your current password.' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: SAY.tooLong('Current password', PASSWORD_MAX_LENGTH) })
  currentPassword: string;

  @ApiProperty({ description: 'The same rules as at sign-up.' })
  @IsString({ message: SAY.text('New password') })
  @IsAcceptablePassword('none')
  newPassword: string;
}

export class ChangeEmailDto {
  @ApiProperty({ example: 'ada@newmail.example' })
  @NormalizeEmail()
  @IsString({ message: SAY.text('New email') })
  @MaxLength(EMAIL_MAX_LENGTH, { message: SAY.tooLong('New email', EMAIL_MAX_LENGTH) })
  @ValidateBy({ name: 'isEmail', validator: { validate: isEmailAddress } }, { message: SAY.email })
  newEmail: string;

  @ApiProperty({ description: 'The account’s password, to show it is the owner asking.' })
  @IsString({ message: SAY.text('Password') })
  @IsNotEmpty({ message: 'Enter your password.' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: SAY.tooLong('Password', PASSWORD_MAX_LENGTH) })
  password: string;
}

export class UpdateProfileDto {
  @ApiProperty({ example: 'Ada', maxLength: NAME_MAX_LENGTH })
  @Trim()
  @IsString({ message: SAY.text('First name') })
  @IsNotEmpty({ message: 'Enter your first name.' })
  @MaxLength(NAME_MAX_LENGTH, { message: SAY.tooLong('First name', NAME_MAX_LENGTH) })
  firstName: string;

  @ApiProperty({ example: 'Lovelace', maxLength: NAME_MAX_LENGTH })
  @Trim()
  @IsString({ message: SAY.text('Last name') })
  @IsNotEmpty({ message: 'Enter your last name.' })
  @MaxLength(NAME_MAX_LENGTH, { message: SAY.tooLong('Last name', NAME_MAX_LENGTH) })
  lastName: string;
}

export class AccountSessionDto implements AccountSession {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time', description: 'The sign-in’s latest refresh.' })
  lastUsedAt: string;

  @ApiProperty({ example: 'Firefox 128 on macOS', description: 'Read from the User-Agent.' })
  device: string;

  @ApiProperty({ description: 'The sign-in this request was made with.' })
  current: boolean;
}

export class DeleteAccountDto {
  @ApiProperty({ description: 'The account’s password, to show it is the owner asking.' })
  @IsString({ message: SAY.text('Password') })
  @IsNotEmpty({ message: 'Enter your password.' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: SAY.tooLong('Password', PASSWORD_MAX_LENGTH) })
  password: string;
}
