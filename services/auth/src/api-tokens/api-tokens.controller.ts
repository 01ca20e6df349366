import { Body, Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import { ApiExcludeController, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  Auth,
  CreateEndpoint,
  CurrentUser,
  DeleteEndpoint,
  IdParam,
  API_TOKEN_VERIFY_PATH,
  type ApiTokenGrant,
  type AuthUser,
} from '@sandglass/server';
import type { ApiTokenSummary, CreatedApiToken } from '@sandglass/shared';
import type { Response } from 'express';
import { ApiTokenNotFoundError } from './api-tokens.errors.js';
import {
  ApiTokenDto,
  CreatedApiTokenDto,
  CreateApiTokenDto,
  VerifyApiTokenDto,
} from './api-tokens.dto.js';
import { ApiTokensService } from './api-tokens.service.js';

/**
 * A person's API tokens. Every operation here needs a signed-in session (none names a token
 * scope), so a token can never mint, list or revoke tokens.
 */
@ApiTags('auth: API tokens')
@Controller('api/auth/tokens')
@Auth()
export class ApiTokensController {
  constructor(private readonly tokens: ApiTokensService) {}

  @CreateEndpoint(CreatedApiTokenDto, {
    summary: 'Make a personal API token',
    description:
      'The answer holds the secret (`sgv_…`) this once; only its SHA-256 is kept. Send it as `Authorization: Bearer sgv_…`. What it may do is its scopes within your role. Needs a signed-in session.',
    invalid: 'A name, at least one known scope, and 1–365 days or null are needed.',
    conflict: 'You hold as many tokens as allowed (50).',
  })
  create(
    @CurrentUser() caller: AuthUser,
    @Body() dto: CreateApiTokenDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CreatedApiToken> {
    res.setHeader('Cache-Control', 'no-store');
    return this.tokens.create(caller.id, dto);
  }

  @Get()
  @ApiOperation({
    summary: 'List your API tokens',
    description: 'Newest first, without secrets, with when each was last used.',
  })
  @ApiOkResponse({ type: ApiTokenDto, isArray: true })
  list(@CurrentUser() caller: AuthUser): Promise<ApiTokenSummary[]> {
    return this.tokens.list(caller.id);
  }

  @DeleteEndpoint({
    summary: 'Revoke an API token',
    description: 'Every service refuses it within seconds.',
  })
  revoke(
    @CurrentUser() caller: AuthUser,
    @IdParam(() => new ApiTokenNotFoundError()) id: string,
  ): Promise<void> {
    return this.tokens.revoke(caller.id, id);
  }
}

/**
 * Where the other services look a token up by its hash (ApiTokenVerifier). Not under `/api`,
 * so the gateway never routes it; a caller must already hold the secret to learn anything.
 */
@ApiExcludeController()
@Controller()
export class ApiTokenVerifyController {
  constructor(private readonly tokens: ApiTokensService) {}

  @Post(API_TOKEN_VERIFY_PATH.slice(1))
  @HttpCode(200)
  async verify(
    @Body() dto: VerifyApiTokenDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ApiTokenGrant | void> {
    const grant = await this.tokens.grantFor(dto.hash);
    if (grant) return grant;
    res.status(404);
  }
}
