import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import {
  Auth,
  CreateEndpoint,
  CurrentUser,
  ErrorResponse,
  IdParam,
  ListEndpoint,
  type AuthUser,
  type Paged,
} from '@sandglass/server';
import type { MembershipRequest } from '@sandglass/shared';
import {
  CreateMembershipRequestDto,
  ListMembershipRequestsQuery,
  MembershipRequestDto,
} from './membership.dto.js';
import { MembershipRequestNotFoundError } from './membership.errors.js';
import { toMembershipRequest } from './membership.mapper.js';
import { MembershipService } from './membership.service.js';

@ApiTags('auth: membership')
@Controller('api/auth/membership-requests')
export class MembershipController {
  constructor(private readonly membership: MembershipService) {}

  @CreateEndpoint(MembershipRequestDto, {
    summary: 'Ask to become a member',
    description:
      'For guests whose email address is verified; one request may wait at a time. Admins answer it, and the person hears by mail either way.',
    invalid: 'The note is too long.',
    conflict: 'The account is a member already, or has a request waiting.',
  })
  @Auth()
  @ApiForbiddenResponse({ description: 'The email address is not verified.', type: ErrorResponse })
  async ask(
    @CurrentUser() caller: AuthUser,
    @Body() dto: CreateMembershipRequestDto,
  ): Promise<MembershipRequest> {
    return toMembershipRequest(await this.membership.ask(caller.id, dto.note));
  }

  @Get('mine')
  @Auth()
  @ApiOperation({ summary: 'Your membership requests', description: 'Newest first.' })
  @ApiOkResponse({ type: [MembershipRequestDto] })
  async mine(@CurrentUser() caller: AuthUser): Promise<MembershipRequest[]> {
    return (await this.membership.mine(caller.id)).map(toMembershipRequest);
  }

  @ListEndpoint(MembershipRequestDto, {
    summary: 'List membership requests (admin)',
    description: 'Pending ones by default, the longest-waiting first; `status` picks others.',
  })
  @Auth('admin')
  async list(@Query() query: ListMembershipRequestsQuery): Promise<Paged<MembershipRequest>> {
    const { items, total } = await this.membership.list(query);
    return { items: items.map(toMembershipRequest), total };
  }

  @Post(':id/approve')
  @HttpCode(200)
  @Auth('admin')
  @ApiOperation({
    summary: 'Approve a membership request (admin)',
    description: 'The person is a member at once and gets a mail.',
  })
  @ApiOkResponse({ type: MembershipRequestDto })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ description: 'It was answered already.', type: ErrorResponse })
  async approve(
    @CurrentUser() caller: AuthUser,
    @IdParam(() => new MembershipRequestNotFoundError()) id: string,
  ): Promise<MembershipRequest> {
    return toMembershipRequest(await this.membership.decide(caller.id, id, true));
  }

  @Post(':id/decline')
  @HttpCode(200)
  @Auth('admin')
  @ApiOperation({
    summary: 'Decline a membership request (admin)',
    description: 'The person stays a guest, gets a mail, and may ask again.',
  })
  @ApiOkResponse({ type: MembershipRequestDto })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ description: 'It was answered already.', type: ErrorResponse })
  async decline(
    @CurrentUser() caller: AuthUser,
    @IdParam(() => new MembershipRequestNotFoundError()) id: string,
  ): Promise<MembershipRequest> {
    return toMembershipRequest(await this.membership.decide(caller.id, id, false));
  }
}
