import type { TeamMember } from '@sandglass/shared';

/** Spec section 2: a title containing "partner" or "managing" (any case) is leadership. */
export function isLeadership(title: string): boolean {
  return /partner|managing/i.test(title);
}

export interface TeamGroups {
  leadership: TeamMember[];
  /** "Our Full Team": everyone who is not in leadership. */
  others: TeamMember[];
}

export function groupTeam(members: readonly TeamMember[]): TeamGroups {
  return {
    leadership: members.filter((member) => isLeadership(member.title)),
    others: members.filter((member) => !isLeadership(member.title)),
  };
}

export const TEAM_UNAVAILABLE = 'Team members will be displayed here once data is available.';

export const LEADERSHIP_UNAVAILABLE = 'Leadership team information will be available soon.';
