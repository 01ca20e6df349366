import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Auth, ErrorResponse, IdPipe, Paginated, type Paged } from '@sandglass/server';
import type { TeamMember } from '@sandglass/shared';
import { toTeamMember } from './team.mapper.js';
import {
  CreateTeamMemberDto,
  ListTeamQuery,
  TeamMemberDto,
  UpdateTeamMemberDto,
} from './team.dto.js';
import { TeamService } from './team.service.js';
import { TeamMemberNotFoundError } from './team.errors.js';

const NOT_FOUND = () => new TeamMemberNotFoundError();

@ApiTags('content: team')
@Controller('api/team')
export class TeamController {
  constructor(private readonly team: TeamService) {}

  @Get()
  @ApiOperation({
    summary: 'Team members',
    description:
      'In sort order, then by name. Every row unless `pageSize` is given; the admin console pages and searches.',
  })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @Paginated(TeamMemberDto)
  async list(@Query() query: ListTeamQuery): Promise<Paged<TeamMember>> {
    const { items, total } = await this.team.list(query);
    return { items: items.map(toTeamMember), total };
  }

  @Post()
  @Auth('admin')
  @ApiOperation({ summary: 'Add a team member (admin)' })
  @ApiCreatedResponse({ type: TeamMemberDto })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiConflictResponse({ description: 'The slug is taken.', type: ErrorResponse })
  async create(@Body() dto: CreateTeamMemberDto): Promise<TeamMember> {
    return toTeamMember(await this.team.create(dto));
  }

  @Patch(':id')
  @Auth('admin')
  @ApiOperation({ summary: 'Change a team member (admin)', description: 'Any subset of fields.' })
  @ApiOkResponse({ type: TeamMemberDto })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ description: 'The slug is taken.', type: ErrorResponse })
  async update(
    @Param('id', IdPipe(NOT_FOUND)) id: string,
    @Body() dto: UpdateTeamMemberDto,
  ): Promise<TeamMember> {
    return toTeamMember(await this.team.update(id, dto));
  }

  @Delete(':id')
  @Auth('admin')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Remove a team member (admin)',
    description: 'Their articles stay, without an author.',
  })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ErrorResponse })
  async remove(@Param('id', IdPipe(NOT_FOUND)) id: string): Promise<void> {
    await this.team.remove(id);
  }
}
