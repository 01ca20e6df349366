import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  Req,
  Res,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiFoundResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { Auth, CurrentUser, ErrorResponse, type AuthUser } from '@sandglass/server';
import {
  isSocialPlatform,
  SOCIAL_PLATFORMS,
  type SocialAccount,
  type SocialPlatform,
  type SocialPlatformInfo,
  type SocialRequeueOffer,
} from '@sandglass/shared';
import type { Request, Response } from 'express';
import { PlatformPipe } from '../common/platform-param.js';
import { PostsService } from '../posts/posts.service.js';
import { SOCIAL_CONFIG } from '../common/tokens.js';
import {
  AuthorizeUrlDto,
  ChooseFacebookPageDto,
  FacebookPagesDto,
  SocialAccountDto,
  SocialPlatformInfoDto,
  SocialRequeueOfferDto,
} from './accounts.dto.js';
import { AccountsService, STATE_COOKIE, type AccountsSettings } from './accounts.service.js';
import { OAUTH_STATE_TTL_MS } from './oauth-state.entity.js';

const PLATFORM_PARAM = { name: 'platform', enum: SOCIAL_PLATFORMS };

@ApiTags('social: accounts')
@Controller('api/social')
export class AccountsController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly posts: PostsService,
    @Inject(SOCIAL_CONFIG) private readonly config: AccountsSettings,
  ) {}

  @Get('platforms')
  @Auth('member')
  @ApiOperation({
    summary: 'The platforms',
    description:
      'X (twitter), LinkedIn, Facebook and Instagram with their limits and features, whether this server can reach each (configured, sandbox) and whether the caller has connected it.',
  })
  @ApiOkResponse({ type: [SocialPlatformInfoDto] })
  platformsList(@CurrentUser() user: AuthUser): Promise<SocialPlatformInfo[]> {
    return this.accounts.describePlatforms(user);
  }

  @Get('accounts')
  @Auth('member')
  @ApiOperation({
    summary: 'Your connected accounts',
    description: 'One per platform at most. Tokens never leave the service.',
  })
  @ApiOkResponse({ type: [SocialAccountDto] })
  list(@CurrentUser() user: AuthUser): Promise<SocialAccount[]> {
    return this.accounts.list(user);
  }

  @Post('accounts/:platform/connect')
  @HttpCode(200)
  @Auth('member')
  @ApiOperation({
    summary: 'Start connecting an account',
    description:
      'Answers the platform’s authorisation address (OAuth 2.0 with PKCE S256; state random, single-use, valid 10 minutes, bound to you and, by an httpOnly cookie set here, to this browser). Send the browser there; the platform sends it back to …/callback, which lands on /user/social-media?tab=accounts&connected=<platform> (or &error=<code>, or &choose=facebook when you manage several Facebook Pages).',
  })
  @ApiParam(PLATFORM_PARAM)
  @ApiOkResponse({ type: AuthorizeUrlDto })
  @ApiBadRequestResponse({
    description: 'An unknown platform, or one not set up on this server.',
    type: ErrorResponse,
  })
  async connect(
    @CurrentUser() user: AuthUser,
    @Param('platform', PlatformPipe) platform: SocialPlatform,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AuthorizeUrlDto> {
    const { authorizeUrl, state } = await this.accounts.connect(user, platform);
    res.cookie(STATE_COOKIE, state, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.siteUrl.startsWith('https:'),
      path: `/api/social/accounts/${platform}/callback`,
      maxAge: OAUTH_STATE_TTL_MS,
    });
    return { authorizeUrl };
  }

  @Get('accounts/:platform/callback')
  @ApiOperation({
    summary: 'Where the platform sends the browser back (no bearer token)',
    description:
      'Finishes the connection for the member who started it (from the state) and redirects (302) to /user/social-media?tab=accounts&connected=<platform>; &choose=facebook when several Facebook Pages are managed (then GET and POST …/facebook/pages); or &error=<code>: unknown_platform, not_configured, invalid_state (used, forged, or another browser), state_expired (over 10 minutes), access_denied (declined on the platform), authorization_failed, exchange_failed, no_pages, no_account.',
  })
  @ApiParam(PLATFORM_PARAM)
  @ApiQuery({ name: 'code', required: false })
  @ApiQuery({ name: 'state', required: false })
  @ApiQuery({ name: 'error', required: false })
  @ApiFoundResponse({ description: 'To the member’s screen, Accounts tab.' })
  async callback(
    @Param('platform') platform: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
    const cookies = req.cookies as Record<string, string> | undefined;
    const location = await this.accounts.callback(
      platform,
      { code: text(req.query.code), state: text(req.query.state), error: text(req.query.error) },
      cookies?.[STATE_COOKIE],
    );
    if (isSocialPlatform(platform)) {
      res.clearCookie(STATE_COOKIE, { path: `/api/social/accounts/${platform}/callback` });
    }
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(302, location);
  }

  @Get('accounts/facebook/pages')
  @Auth('member')
  @ApiOperation({
    summary: 'The Facebook Pages to choose from',
    description:
      'After a callback that landed on &choose=facebook: the Pages you manage (kept 10 minutes, tokens encrypted).',
  })
  @ApiOkResponse({ type: FacebookPagesDto })
  @ApiNotFoundResponse({ type: ErrorResponse })
  pages(@CurrentUser() user: AuthUser): Promise<FacebookPagesDto> {
    return this.accounts.pageChoices(user);
  }

  @Post('accounts/facebook/pages')
  @HttpCode(200)
  @Auth('member')
  @ApiOperation({
    summary: 'Choose the Facebook Page to post to',
    description: 'Connects that Page (its Page token) as your Facebook account.',
  })
  @ApiOkResponse({ type: SocialAccountDto })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  choosePage(
    @CurrentUser() user: AuthUser,
    @Body() dto: ChooseFacebookPageDto,
  ): Promise<SocialAccount> {
    return this.accounts.choosePage(user, dto.pageId);
  }

  @Delete('accounts/:platform')
  @HttpCode(204)
  @Auth('member')
  @ApiOperation({
    summary: 'Disconnect an account',
    description:
      'Revokes the token where the platform offers it (best effort), deletes the tokens, and fails the posts still queued for it with a sentence saying to reconnect. After reconnecting, GET and POST …/requeue queue again those whose time is still ahead, for that time.',
  })
  @ApiParam(PLATFORM_PARAM)
  @ApiNoContentResponse({ description: 'Disconnected.' })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  disconnect(
    @CurrentUser() user: AuthUser,
    @Param('platform', PlatformPipe) platform: SocialPlatform,
  ): Promise<void> {
    return this.accounts.disconnect(user, platform);
  }

  @Get('accounts/:platform/requeue')
  @Auth('member')
  @ApiOperation({
    summary: 'Posts to queue again after reconnecting',
    description:
      'Your posts whose delivery to this platform failed without publishing (retryable, outcome known) while their scheduled time is still ahead, typically because the account was disconnected. Offered after reconnecting; POST to queue them again.',
  })
  @ApiParam(PLATFORM_PARAM)
  @ApiOkResponse({ type: SocialRequeueOfferDto })
  @ApiBadRequestResponse({ description: 'An unknown platform.', type: ErrorResponse })
  requeueOffer(
    @CurrentUser() user: AuthUser,
    @Param('platform', PlatformPipe) platform: SocialPlatform,
  ): Promise<SocialRequeueOffer> {
    return this.posts.requeueOffer(user, platform);
  }

  @Post('accounts/:platform/requeue')
  @HttpCode(200)
  @Auth('member')
  @ApiOperation({
    summary: 'Queue those posts again for their scheduled time',
    description:
      'Queues again, as your connected account, each delivery GET …/requeue lists, due at its post’s scheduledTime (never sooner). Answers the posts queued again (none when there was nothing to requeue).',
  })
  @ApiParam(PLATFORM_PARAM)
  @ApiOkResponse({ type: SocialRequeueOfferDto })
  @ApiBadRequestResponse({ description: 'An unknown platform.', type: ErrorResponse })
  @ApiConflictResponse({
    description: 'The account is not connected (or needs reconnecting): connect it first.',
    type: ErrorResponse,
  })
  requeue(
    @CurrentUser() user: AuthUser,
    @Param('platform', PlatformPipe) platform: SocialPlatform,
  ): Promise<SocialRequeueOffer> {
    return this.posts.requeue(user, platform);
  }
}
