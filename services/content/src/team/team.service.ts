import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { pageWindow, searchWhere, type ListQuery, type Paged } from '@sandglass/server';
import type { TeamMemberInput } from '@sandglass/shared';
import type { Repository } from 'typeorm';
import { definedFields } from '../common/defined-fields.js';
import { saveWithSlug } from '../common/slugs.js';
import { TeamMember } from './team-member.entity.js';
import { TeamMemberNotFoundError, TeamSlugTakenError } from './team.errors.js';

const SLUG_KEY = 'team_members_slug_key';

@Injectable()
export class TeamService {
  constructor(@InjectRepository(TeamMember) private readonly members: Repository<TeamMember>) {}

  /** In sort order, then by name: every row unless the query names a page size. */
  async list(query: ListQuery): Promise<Paged<TeamMember>> {
    const [items, total] = await this.members.findAndCount({
      where: searchWhere<TeamMember>({}, ['name', 'title', 'bio'], query.q),
      order: { sortOrder: 'ASC', name: 'ASC', id: 'ASC' },
      ...pageWindow(query, null),
    });
    return { items, total };
  }

  exists(id: string): Promise<boolean> {
    return this.members.existsBy({ id });
  }

  create(input: TeamMemberInput): Promise<TeamMember> {
    const { slug, ...fields } = input;
    const member = this.members.create({
      photoUrl: null,
      linkedinUrl: null,
      twitterUrl: null,
      sortOrder: 0,
      ...definedFields(fields),
    });
    return this.saveSlugged(member, slug);
  }

  async update(id: string, input: Partial<TeamMemberInput>): Promise<TeamMember> {
    const member = await this.members.findOneBy({ id });
    if (!member) throw new TeamMemberNotFoundError();
    const { slug, ...fields } = input;
    Object.assign(member, definedFields(fields));
    if (slug === undefined) return this.members.save(member);
    return this.saveSlugged(member, slug);
  }

  /** The member's articles stay, without an author. */
  async remove(id: string): Promise<void> {
    const result = await this.members.delete({ id });
    if (!result.affected) throw new TeamMemberNotFoundError();
  }

  /** Saves with the chosen slug, or with one made from the name when none was chosen. */
  private saveSlugged(member: TeamMember, requested?: string): Promise<TeamMember> {
    return saveWithSlug({
      repository: this.members,
      constraint: SLUG_KEY,
      requested,
      source: member.name,
      fallback: 'member',
      save: (slug) => {
        member.slug = slug;
        return this.members.save(member);
      },
      taken: (slug) => new TeamSlugTakenError(slug),
    });
  }
}
