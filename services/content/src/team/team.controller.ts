import { Body, Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  Auth,
  CreateEndpoint,
  DeleteEndpoint,
  IdParam,
  ListEndpoint,
  SLUG_TAKEN,
  UpdateEndpoint,
  type Paged,
} from '@sandglass/server';
import type { TeamMember } from '@sandglass/shared';
import {
  TeamMemberDto,
  CreateTeamMemberDto,
  ListTeamQuery,
  UpdateTeamMemberDto,
} from './team.dto.js';
import { TeamMemberNotFoundError } from './team.errors.js';
import { toTeamMember } from './team.mapper.js';
import { TeamService } from './team.service.js';

const notFound = () => new TeamMemberNotFoundError();

/**
 * The team (/api/team): a public list in sort order that the admin console pages and searches, and admin
 * create, change and remove, over TeamService (the catalogue rules it shares with the others
 * are CatalogService's).
 */
@ApiTags('content: team')
@Controller('api/team')
export class TeamController {
  constructor(private readonly service: TeamService) {}

  @ListEndpoint(TeamMemberDto, {
    summary: 'Team members',
    description:
      'In sort order, then by name. Every row unless `pageSize` is given; the admin console pages and searches.',
  })
  async list(@Query() query: ListTeamQuery): Promise<Paged<TeamMember>> {
    const { items, total } = await this.service.list(query);
    return { items: items.map(toTeamMember), total };
  }

  @CreateEndpoint(TeamMemberDto, { summary: 'Add a team member (admin)', conflict: SLUG_TAKEN })
  @Auth('admin')
  async create(@Body() input: CreateTeamMemberDto): Promise<TeamMember> {
    return toTeamMember(await this.service.create(input));
  }

  @UpdateEndpoint(TeamMemberDto, {
    summary: 'Change a team member (admin)',
    description: 'Any subset of fields.',
    conflict: SLUG_TAKEN,
  })
  @Auth('admin')
  async update(
    @IdParam(notFound) id: string,
    @Body() input: UpdateTeamMemberDto,
  ): Promise<TeamMember> {
    return toTeamMember(await this.service.update(id, input));
  }

  @DeleteEndpoint({
    summary: 'Remove a team member (admin)',
    description: 'Their articles stay, without an author.',
  })
  @Auth('admin')
  async remove(@IdParam(notFound) id: string): Promise<void> {
    await this.service.remove(id);
  }
}
