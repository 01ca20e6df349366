import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
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
  UnauthorizedError,
  type AuthUser,
} from '@sandglass/server';
import type { PublicUser } from '@sandglass/shared';
import type { Request, Response } from 'express';
import { toPublicUser } from '../users/user.mapper.js';
import { PublicUserDto } from '../users/users.dto.js';
import { UsersService } from '../users/users.service.js';
import { AuthResponseDto, LoginDto, RegisterDto } from './auth.dto.js';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie.js';
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
  @ApiOperation({
    summary: 'Sign out',
    description: 'Revokes the refresh cookie’s sign-in and clears it.',
  })
  @ApiNoContentResponse()
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.sessions.logout(readRefreshCookie(req));
    clearRefreshCookie(req, res);
  }

  private respond(req: Request, res: Response, session: IssuedSession): AuthResponseDto {
    setRefreshCookie(req, res, session.refreshToken, session.refreshExpiresAt);
    res.setHeader('Cache-Control', 'no-store');
    return session.body;
  }
}
