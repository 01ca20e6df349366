import { Injectable } from '@nestjs/common';
import type { TeamMemberInput } from '@sandglass/shared';
import { CatalogService } from '../common/catalog.service.js';
import type { TeamMember } from './team-member.entity.js';
import { TeamMemberNotFoundError, TeamSlugTakenError } from './team.errors.js';
import { TeamRepository } from './team.repository.js';

/**
 * The team's rules: the catalogue's, with its own errors. Removing a member keeps their
 * articles, without an author (the foreign key sets it to null). Queries are TeamRepository's.
 */
@Injectable()
export class TeamService extends CatalogService<TeamMember, TeamMemberInput> {
  constructor(members: TeamRepository) {
    super(members, {
      notFound: () => new TeamMemberNotFoundError(),
      slugTaken: (slug) => new TeamSlugTakenError(slug),
    });
  }
}
