import { Injectable } from '@nestjs/common';
import type { ListQuery, Paged } from '@sandglass/server';
import type { TeamMemberInput } from '@sandglass/shared';
import { definedFields } from '../common/defined-fields.js';
import type { TeamMember } from './team-member.entity.js';
import { TeamMemberNotFoundError, TeamSlugTakenError } from './team.errors.js';
import { TeamRepository } from './team.repository.js';

/** The team's rules. Queries are TeamRepository's. */
@Injectable()
export class TeamService {
  constructor(private readonly members: TeamRepository) {}

  /** In sort order, then by name: every row unless the query names a page size. */
  list(query: ListQuery): Promise<Paged<TeamMember>> {
    return this.members.list(query);
  }

  exists(id: string): Promise<boolean> {
    return this.members.exists(id);
  }

  create(input: TeamMemberInput): Promise<TeamMember> {
    const { slug, ...fields } = input;
    return this.saveSlugged(this.members.build(definedFields(fields)), slug);
  }

  async update(id: string, input: Partial<TeamMemberInput>): Promise<TeamMember> {
    const member = await this.members.findById(id);
    if (!member) throw new TeamMemberNotFoundError();
    const { slug, ...fields } = input;
    Object.assign(member, definedFields(fields));
    if (slug === undefined) return this.members.save(member);
    return this.saveSlugged(member, slug);
  }

  /** The member's articles stay, without an author. */
  async remove(id: string): Promise<void> {
    if (!(await this.members.delete(id))) throw new TeamMemberNotFoundError();
  }

  /** Saves with the chosen slug, or with one made from the name when none was chosen. */
  private saveSlugged(member: TeamMember, requested?: string): Promise<TeamMember> {
    return this.members.saveWithSlug(member, requested, (slug) => new TeamSlugTakenError(slug));
  }
}
