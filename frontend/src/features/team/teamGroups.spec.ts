import { describe, expect, it } from '@jest/globals';
import type { TeamMember } from '@sandglass/shared';
import { groupTeam, isLeadership } from './teamGroups';

function member(name: string, title: string): TeamMember {
  return {
    id: name,
    slug: name.toLowerCase(),
    name,
    title,
    bio: '',
    photoUrl: null,
    linkedinUrl: null,
    twitterUrl: null,
    sortOrder: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

describe('isLeadership', () => {
  it.each(['Managing Partner', 'General Partner', 'partner, technical', 'Managing Director'])(
    'counts "%s" as leadership',
    (title) => expect(isLeadership(title)).toBe(true),
  );

  it.each(['Principal', 'Head of Platform', 'Venture Analyst'])('does not count "%s"', (title) =>
    expect(isLeadership(title)).toBe(false),
  );
});

describe('groupTeam', () => {
  it('splits the team in leadership and everyone else, keeping their order', () => {
    const { leadership, others } = groupTeam([
      member('Ada', 'Principal'),
      member('Grace', 'Managing Partner'),
      member('Alan', 'Engineer'),
      member('Katherine', 'Partner'),
    ]);
    expect(leadership.map((m) => m.name)).toEqual(['Grace', 'Katherine']);
    expect(others.map((m) => m.name)).toEqual(['Ada', 'Alan']);
  });
});
