import { CatalogController } from '../common/catalog.controller.js';
import * as dto from './team.dto.js';
import { TeamMemberNotFoundError } from './team.errors.js';
import { toTeamMember } from './team.mapper.js';
import { TeamService } from './team.service.js';

export const TeamController = CatalogController({
  resource: 'team',
  service: TeamService,
  toBody: toTeamMember,
  notFound: () => new TeamMemberNotFoundError(),
  dto: [dto.TeamMemberDto, dto.CreateTeamMemberDto, dto.UpdateTeamMemberDto, dto.ListTeamQuery],
  nouns: ['team member', 'Team members'],
  remove: { description: 'Their articles stay, without an author.' },
});
