import { ApiProperty } from '@nestjs/swagger';
import { Trim } from '@sandglass/server';
import {
  SOCIAL_PLATFORMS,
  type FacebookPageOption,
  type FacebookPagesResponse,
  type SocialAccount,
  type SocialConnectResponse,
  type SocialAccountStatus,
  type SocialPlatform,
  type SocialPlatformInfo,
  type SocialRequeueOffer,
} from '@sandglass/shared';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { ScheduledPostDto } from '../posts/posts.dto.js';
import { ACCOUNT_STATUSES } from '../connected-accounts/connected-account.entity.js';

export class SocialPlatformInfoDto implements SocialPlatformInfo {
  @ApiProperty({ enum: SOCIAL_PLATFORMS, example: 'twitter' })
  name: SocialPlatform;

  @ApiProperty({ example: 'X (Twitter)' })
  displayName: string;

  @ApiProperty({
    description: 'The server has its client id and secret, or the platform sandbox serves it.',
  })
  configured: boolean;

  @ApiProperty({ example: 280, description: 'Characters (X: weighted, as X counts them).' })
  maxLength: number;

  @ApiProperty({ example: true })
  supportsMedia: boolean;

  @ApiProperty({ example: ['text', 'images', 'scheduling'] })
  features: string[];

  @ApiProperty({ description: 'The caller has an account on it (perhaps needing reconnection).' })
  connected: boolean;

  @ApiProperty({ description: 'Served by the local platform sandbox, not the real platform.' })
  sandbox: boolean;

  @ApiProperty({ description: 'A post must carry an image (Instagram).' })
  requiresMedia: boolean;

  @ApiProperty({ example: 4 })
  maxMedia: number;
}

export class SocialAccountDto implements SocialAccount {
  @ApiProperty({ enum: SOCIAL_PLATFORMS })
  platform: SocialPlatform;

  @ApiProperty({ example: '@sandglassvc' })
  accountName: string;

  @ApiProperty({
    enum: ACCOUNT_STATUSES,
    description: 'needs_reconnect: the platform refused to renew the sign-in; connect again.',
  })
  status: SocialAccountStatus;

  @ApiProperty({ format: 'date-time' })
  connectedAt: string;

  @ApiProperty()
  sandbox: boolean;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description:
      "When the sign-in stops working unless you reconnect: the access token's expiry when the platform cannot renew it (LinkedIn), the refresh token's when it can; null when it does not lapse (renewed on its own, or a Facebook Page token). You are mailed 7 days ahead.",
  })
  connectionExpiresAt: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When a post last went out through this account.',
  })
  lastPublishedAt: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example:
      'LinkedIn refused to renew this account’s access (invalid_grant). Reconnect LinkedIn on the Accounts tab, then retry.',
    description:
      'Why the account needs reconnecting, or the reason its last post failed when that came after its last successful publish; null when all is well.',
  })
  lastError: string | null;
}

export class AuthorizeUrlDto implements SocialConnectResponse {
  @ApiProperty({
    example:
      'https://x.com/i/oauth2/authorize?response_type=code&client_id=…&redirect_uri=https%3A%2F%2Fsandglass.vc%2Fapi%2Fsocial%2Faccounts%2Ftwitter%2Fcallback&scope=…&state=…&code_challenge=…&code_challenge_method=S256',
    description: 'Send the browser here (a full-page navigation, not a fetch).',
  })
  authorizeUrl: string;
}

export class FacebookPageDto implements FacebookPageOption {
  @ApiProperty({ example: '104857362514' })
  id: string;

  @ApiProperty({ example: 'Sandglass Ventures' })
  name: string;
}

export class FacebookPagesDto implements FacebookPagesResponse {
  @ApiProperty({ type: [FacebookPageDto] })
  pages: FacebookPageDto[];
}

export class ChooseFacebookPageDto {
  @ApiProperty({ example: '104857362514', description: 'An id from GET …/facebook/pages.' })
  @Trim()
  @IsString({ message: 'Page id must be text.' })
  @IsNotEmpty({ message: 'Choose a Page.' })
  @MaxLength(200, { message: 'Page id can be at most 200 characters.' })
  pageId: string;
}

export class SocialRequeueOfferDto implements SocialRequeueOffer {
  @ApiProperty({ enum: SOCIAL_PLATFORMS, example: 'facebook' })
  platform: SocialPlatform;

  @ApiProperty({
    type: [ScheduledPostDto],
    description:
      'Soonest first. GET: the posts whose delivery to this platform failed without publishing while their time is still ahead. POST: those now queued again, each due at its scheduledTime.',
  })
  posts: ScheduledPostDto[];
}
