import { ApiProperty } from '@nestjs/swagger';
import { NormalizeEmail, Trim } from '@sandglass/server';
import {
  EMAIL_MAX_LENGTH,
  FIELD_SENTENCES as SAY,
  isEmailAddress,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type AuthResponse,
} from '@sandglass/shared';
import { IsNotEmpty, IsString, MaxLength, ValidateBy } from 'class-validator';
import { PublicUserDto } from '../users/users.dto.js';
import { IsAcceptablePassword } from './common-passwords.js';

export class RegisterDto {
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

  @ApiProperty({ example: 'ada@example.com', maxLength: EMAIL_MAX_LENGTH })
  @NormalizeEmail()
  @IsString({ message: SAY.text('Email') })
  @MaxLength(EMAIL_MAX_LENGTH, { message: SAY.tooLong('Email', EMAIL_MAX_LENGTH) })
  @ValidateBy({ name: 'isEmail', validator: { validate: isEmailAddress } }, { message: SAY.email })
  email: string;

  @ApiProperty({
    example: 'correct horse',
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
    description:
      'Refused when it is only spaces or invisible characters, contains the email address or the part before the @ (4 characters or more), or is one of the 10,000 most common passwords; compared in Unicode NFKC, ignoring case.',
  })
  @IsString({ message: SAY.text('Password') })
  @IsAcceptablePassword()
  password: string;
}

export class LoginDto {
  @ApiProperty({ example: 'ada@example.com' })
  @NormalizeEmail()
  @IsString({ message: SAY.text('Email') })
  @IsNotEmpty({ message: 'Enter your email address.' })
  @MaxLength(EMAIL_MAX_LENGTH, { message: SAY.tooLong('Email', EMAIL_MAX_LENGTH) })
  email: string;

  @ApiProperty({ example: 'correct horse' })
  @IsString({ message: SAY.text('Password') })
  @IsNotEmpty({ message: 'Enter your password.' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: SAY.tooLong('Password', PASSWORD_MAX_LENGTH) })
  password: string;
}

export class AuthResponseDto implements AuthResponse {
  @ApiProperty({
    description: 'Short-lived access token; send it as `Authorization: Bearer <token>`.',
  })
  token: string;

  @ApiProperty({ type: PublicUserDto })
  user: PublicUserDto;

  @ApiProperty({ example: 900, description: 'Seconds until the token expires.' })
  expiresIn: number;
}
