import { Body, Controller, Delete, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiNotFoundResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  Auth,
  CurrentUser,
  ErrorResponse,
  IdParam,
  UnauthorizedError,
  type AuthUser,
} from '@sandglass/server';
import type { AccountSession, PublicUser } from '@sandglass/shared';
import { AccountSessionDto } from '../accounts/accounts.dto.js';
import type { Request, Response } from 'express';
import { toPublicUser } from '../users/user.mapper.js';
import { PublicUserDto } from '../users/users.dto.js';
import { UsersService } from '../users/users.service.js';
import { AuthResponseDto, LoginDto, RegisterDto } from './auth.dto.js';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie.js';
import { BearerIfValidGuard } from './bearer-if-valid.guard.js';
import { SessionNotFoundError } from './sessions.errors.js';
import { SessionsService, type IssuedSession } from './sessions.service.js';

@ApiTags('auth')
@Controller('api/auth')
export class SessionsController {
  constructor(
    private readonly sessions: SessionsService,
    private readonly users: UsersService,
  ) {}

  @Post('register')
  @ApiOperation({
    summary: 'Create an account',
    description: 'New accounts start as guests. Also sets the httpOnly refresh cookie.',
  })
  @ApiCreatedResponse({ type: AuthResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiConflictResponse({ description: 'The email is taken.', type: ErrorResponse })
  async register(
    @Body() dto: RegisterDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AuthResponseDto> {
    return this.respond(req, res, await this.sessions.register(dto, req.get('user-agent')));
  }

  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in', description: 'Also sets the httpOnly refresh cookie.' })
  @ApiOkResponse({ type: AuthResponseDto })
  @ApiUnauthorizedResponse({ description: 'Invalid email or password.', type: ErrorResponse })
  async login(
    @Body() dto: LoginDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AuthResponseDto> {
    return this.respond(
      req,
      res,
      await this.sessions.login(dto.email, dto.password, req.get('user-agent')),
    );
  }

  @Get('user')
  @Auth()
  @ApiOperation({ summary: 'The signed-in user' })
  @ApiOkResponse({ type: PublicUserDto })
  async currentUser(@CurrentUser() caller: AuthUser): Promise<PublicUser> {
    const user = await this.users.findById(caller.id);
    if (!user) throw new UnauthorizedError('Your account no longer exists.', 'USER_GONE');
    return toPublicUser(user);
  }

  @Post('refresh')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Renew the access token',
    description:
      'Spends the refresh cookie and sets the next one (rotation). Carries the current role.',
  })
  @ApiOkResponse({ type: AuthResponseDto })
  @ApiUnauthorizedResponse({ description: 'No valid refresh cookie.', type: ErrorResponse })
  async refresh(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AuthResponseDto> {
    try {
      return this.respond(
        req,
        res,
        await this.sessions.refresh(readRefreshCookie(req), req.get('user-agent')),
      );
    } catch (error) {
      clearRefreshCookie(req, res);
      throw error;
    }
  }

  @Post('logout')
  @HttpCode(204)
  @UseGuards(BearerIfValidGuard)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Sign out',
    description:
      'Ends the refresh cookie’s sign-in and clears the cookie; without a cookie, the sign-in of the `Authorization: Bearer` token (an API client). Its access tokens stop working at once.',
  })
  @ApiNoContentResponse()
  async logout(
    @Req() req: Request & { user?: AuthUser | null },
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    await this.sessions.logout(readRefreshCookie(req), req.user?.sessionId);
    clearRefreshCookie(req, res);
  }

  @Get('sessions')
  @Auth()
  @ApiOperation({
    summary: 'Where you are signed in',
    description:
      'Every sign-in of the account that still works, most recently used first, with the device read from its User-Agent; `current` marks this one.',
  })
  @ApiOkResponse({ type: [AccountSessionDto] })
  listSessions(@CurrentUser() caller: AuthUser): Promise<AccountSession[]> {
    return this.sessions.list(caller.id, caller.sessionId);
  }

  @Delete('sessions/:id')
  @HttpCode(204)
  @Auth()
  @ApiOperation({
    summary: 'Sign out one sign-in',
    description: 'Ends it: its refresh tokens, and its access tokens at once.',
  })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ErrorResponse })
  async endSession(
    @CurrentUser() caller: AuthUser,
    @IdParam(() => new SessionNotFoundError()) id: string,
  ): Promise<void> {
    await this.sessions.endOwn(caller.id, id);
  }

  @Delete('sessions')
  @HttpCode(204)
  @Auth()
  @ApiOperation({
    summary: 'Sign out everywhere else',
    description: 'Ends every sign-in of the account except the one this request was made with.',
  })
  @ApiNoContentResponse()
  async endOtherSessions(@CurrentUser() caller: AuthUser): Promise<void> {
    await this.sessions.endOthers(caller.id, caller.sessionId);
  }

  private respond(req: Request, res: Response, session: IssuedSession): AuthResponseDto {
    setRefreshCookie(req, res, session.refreshToken, session.refreshExpiresAt);
    res.setHeader('Cache-Control', 'no-store');
    return session.body;
  }
}
