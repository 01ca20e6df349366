import type { TeamMember as TeamMemberBody } from '@sandglass/shared';
import type { TeamMember } from './team-member.entity.js';

/** The one place a team member becomes an API body. */
export function toTeamMember(member: TeamMember): TeamMemberBody {
  return {
    id: member.id,
    slug: member.slug,
    name: member.name,
    title: member.title,
    bio: member.bio,
    photoUrl: member.photoUrl,
    linkedinUrl: member.linkedinUrl,
    twitterUrl: member.twitterUrl,
    sortOrder: member.sortOrder,
    createdAt: member.createdAt.toISOString(),
    updatedAt: member.updatedAt.toISOString(),
  };
}
