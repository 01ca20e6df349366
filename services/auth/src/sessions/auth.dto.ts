import { ApiProperty } from '@nestjs/swagger';
import { NormalizeEmail, Trim } from '@sandglass/server';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type AuthResponse,
} from '@sandglass/shared';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { PublicUserDto } from '../users/users.dto.js';
import { IsNotCommonPassword } from './common-passwords.js';

export class RegisterDto {
  @ApiProperty({ example: 'Ada', maxLength: NAME_MAX_LENGTH })
  @Trim()
  @IsString({ message: 'First name must be text.' })
  @IsNotEmpty({ message: 'Enter your first name.' })
  @MaxLength(NAME_MAX_LENGTH, {
    message: `First name can be at most ${NAME_MAX_LENGTH} characters.`,
  })
  firstName: string;

  @ApiProperty({ example: 'Lovelace', maxLength: NAME_MAX_LENGTH })
  @Trim()
  @IsString({ message: 'Last name must be text.' })
  @IsNotEmpty({ message: 'Enter your last name.' })
  @MaxLength(NAME_MAX_LENGTH, {
    message: `Last name can be at most ${NAME_MAX_LENGTH} characters.`,
  })
  lastName: string;

  @ApiProperty({ example: 'ada@example.com', maxLength: EMAIL_MAX_LENGTH })
  @NormalizeEmail()
  @IsString({ message: 'Email must be text.' })
  @MaxLength(EMAIL_MAX_LENGTH, { message: `Email can be at most ${EMAIL_MAX_LENGTH} characters.` })
  @IsEmail({}, { message: 'Enter a valid email address.' })
  email: string;

  @ApiProperty({
    example: 'correct horse',
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
  })
  @IsString({ message: 'Password must be text.' })
  @MinLength(PASSWORD_MIN_LENGTH, {
    message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  })
  @MaxLength(PASSWORD_MAX_LENGTH, {
    message: `Password can be at most ${PASSWORD_MAX_LENGTH} characters.`,
  })
  @IsNotCommonPassword({
    message:
      'This password is one of the most commonly used ones, so it is easy to guess. Choose another.',
  })
  password: string;
}

export class LoginDto {
  @ApiProperty({ example: 'ada@example.com' })
  @NormalizeEmail()
  @IsString({ message: 'Email must be text.' })
  @IsNotEmpty({ message: 'Enter your email address.' })
  @MaxLength(EMAIL_MAX_LENGTH, { message: `Email can be at most ${EMAIL_MAX_LENGTH} characters.` })
  email: string;

  @ApiProperty({ example: 'correct horse' })
  @IsString({ message: 'Password must be text.' })
  @IsNotEmpty({ message: 'Enter your password.' })
  @MaxLength(PASSWORD_MAX_LENGTH, {
    message: `Password can be at most ${PASSWORD_MAX_LENGTH} characters.`,
  })
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
