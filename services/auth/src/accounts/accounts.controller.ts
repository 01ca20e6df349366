import { Body, Controller, Delete, Get, Headers, HttpCode, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Auth, CurrentUser, ErrorResponse, UpdateEndpoint, type AuthUser } from '@sandglass/server';
import {
  EMAIL_VERIFICATION_HOURS,
  PASSWORD_FORGOT_SENTENCE,
  PASSWORD_RESET_MINUTES,
  type PublicUser,
} from '@sandglass/shared';
import { toPublicUser } from '../users/user.mapper.js';
import { PublicUserDto } from '../users/users.dto.js';
import {
  ChangeEmailDto,
  ChangePasswordDto,
  DeleteAccountDto,
  ForgotPasswordDto,
  LinkTokenDto,
  MessageDto,
  ResetPasswordDto,
  UpdateProfileDto,
} from './accounts.dto.js';
import { AccountsService } from './accounts.service.js';

const LINK_REFUSED = 'The link was used already, has expired, or was replaced by a newer one.';

@ApiTags('auth: account')
@Controller('api/auth')
export class AccountsController {
  constructor(private readonly accounts: AccountsService) {}

  @Post('email/verify')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Prove the email address',
    description: `Takes the token of the link in the verification mail (it works once, for ${EMAIL_VERIFICATION_HOURS} hours). No sign-in needed.`,
  })
  @ApiNoContentResponse()
  @ApiBadRequestResponse({ description: LINK_REFUSED, type: ErrorResponse })
  async verifyEmail(@Body() dto: LinkTokenDto): Promise<void> {
    await this.accounts.verifyEmail(dto.token);
  }

  @Post('email/verify/resend')
  @HttpCode(202)
  @Auth()
  @ApiOperation({
    summary: 'Send the verification mail again',
    description: 'Nothing is sent when the address is proved already.',
  })
  @ApiAcceptedResponse({ description: 'The mail is on its way.' })
  async resendVerification(@CurrentUser() caller: AuthUser): Promise<void> {
    await this.accounts.resendVerification(caller.id);
  }

  @Post('password/forgot')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Ask for a password reset link',
    description: `Answers the same whether or not an account has the address; only an account’s address gets a mail, with a link that works once for ${PASSWORD_RESET_MINUTES} minutes. Rate-limited per IP and per email at the gateway.`,
  })
  @ApiAcceptedResponse({ type: MessageDto })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async forgotPassword(@Body() dto: ForgotPasswordDto): Promise<MessageDto> {
    await this.accounts.forgotPassword(dto.email);
    return { message: PASSWORD_FORGOT_SENTENCE };
  }

  @Post('password/reset')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Choose a new password with a reset link',
    description:
      'Sets the password, voids the other reset links, and ends every sign-in and access token of the account at once.',
  })
  @ApiNoContentResponse()
  @ApiBadRequestResponse({
    description: `${LINK_REFUSED} Or the password breaks a rule.`,
    type: ErrorResponse,
  })
  async resetPassword(@Body() dto: ResetPasswordDto): Promise<void> {
    await this.accounts.resetPassword(dto.token, dto.password);
  }

  @Post('password/change')
  @HttpCode(204)
  @Auth()
  @ApiOperation({
    summary: 'Change the password',
    description:
      'Needs the current password. Ends every other sign-in of the account; this one goes on.',
  })
  @ApiNoContentResponse()
  @ApiBadRequestResponse({
    description: 'The current password is wrong, or the new one breaks a rule.',
    type: ErrorResponse,
  })
  async changePassword(
    @CurrentUser() caller: AuthUser,
    @Body() dto: ChangePasswordDto,
  ): Promise<void> {
    await this.accounts.changePassword(
      caller.id,
      caller.sessionId,
      dto.currentPassword,
      dto.newPassword,
    );
  }

  @Post('email/change')
  @HttpCode(202)
  @Auth()
  @ApiOperation({
    summary: 'Move the account to another email address',
    description: `Needs the password. Mails the new address a link (it works once, for ${EMAIL_VERIFICATION_HOURS} hours) and the old one a notice; the account keeps its address until the link is followed.`,
  })
  @ApiAcceptedResponse({ description: 'The link is on its way to the new address.' })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiConflictResponse({ description: 'Another account has the address.', type: ErrorResponse })
  async changeEmail(@CurrentUser() caller: AuthUser, @Body() dto: ChangeEmailDto): Promise<void> {
    await this.accounts.requestEmailChange(caller.id, dto.newEmail, dto.password);
  }

  @Post('email/change/confirm')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Confirm the new email address',
    description:
      'Takes the token of the link mailed to the new address; the account moves to it, proved. No sign-in needed.',
  })
  @ApiNoContentResponse()
  @ApiBadRequestResponse({ description: LINK_REFUSED, type: ErrorResponse })
  @ApiConflictResponse({ description: 'Another account took the address.', type: ErrorResponse })
  async confirmEmailChange(@Body() dto: LinkTokenDto): Promise<void> {
    await this.accounts.confirmEmailChange(dto.token);
  }

  @UpdateEndpoint(
    PublicUserDto,
    { summary: 'Change your name', invalid: 'A name is blank or too long.' },
    'user',
  )
  @Auth()
  async updateProfile(
    @CurrentUser() caller: AuthUser,
    @Body() dto: UpdateProfileDto,
  ): Promise<PublicUser> {
    return toPublicUser(await this.accounts.updateProfile(caller.id, dto.firstName, dto.lastName));
  }

  @Get('user/export')
  @Auth()
  @ApiOperation({
    summary: 'Download your data',
    description:
      'A JSON file (`Content-Disposition: attachment`) of everything the product holds about you, gathered from every service: profile, sessions, membership requests, newsletter status, contact messages and applications sent from your address, AI usage, social accounts (never their tokens), posts with their deliveries, and the list of uploaded images. No password hash, nothing of anyone else.',
  })
  @ApiOkResponse({ description: 'The file.' })
  @ApiServiceUnavailableResponse({
    description: 'A service could not give its part; nothing is downloaded.',
    type: ErrorResponse,
  })
  async exportData(
    @CurrentUser() caller: AuthUser,
    @Headers('authorization') authorization: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<Record<string, unknown>> {
    const data = await this.accounts.exportData(caller.id, caller.sessionId, authorization);
    const day = new Date().toISOString().slice(0, 10);
    res.setHeader('Content-Disposition', `attachment; filename="sandglass-account-${day}.json"`);
    res.setHeader('Cache-Control', 'no-store');
    return data;
  }

  @Delete('user')
  @HttpCode(204)
  @Auth()
  @ApiOperation({
    summary: 'Delete your account',
    description:
      'Needs the password. Ends every sign-in at once and deletes the account; every service deletes what it holds of it (social accounts, with their tokens revoked at the platform where it allows, posts, images, AI usage, newsletter subscription) from an announcement it handles once, even if it was down at the time.',
  })
  @ApiNoContentResponse()
  @ApiBadRequestResponse({ description: 'The password is wrong.', type: ErrorResponse })
  @ApiForbiddenResponse({
    description: 'Admin accounts cannot delete themselves.',
    type: ErrorResponse,
  })
  async deleteAccount(
    @CurrentUser() caller: AuthUser,
    @Body() dto: DeleteAccountDto,
  ): Promise<void> {
    await this.accounts.deleteAccount(caller.id, dto.password);
  }
}
