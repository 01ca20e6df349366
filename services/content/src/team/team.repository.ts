import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { CatalogRepository } from '../common/catalog.repository.js';
import { TeamMember } from './team-member.entity.js';

/** Every query of the team: the service holds the rules, this holds the SQL. */
@Injectable()
export class TeamRepository extends CatalogRepository<TeamMember> {
  constructor(@InjectRepository(TeamMember) members: Repository<TeamMember>) {
    super(members, {
      slugKey: 'team_members_slug_key',
      slugFallback: 'member',
      searchFields: ['name', 'title', 'bio'],
      defaults: { photoUrl: null, linkedinUrl: null, twitterUrl: null, sortOrder: 0 },
    });
  }
}
