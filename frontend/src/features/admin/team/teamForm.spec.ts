import { describe, expect, it } from '@jest/globals';
import { checkTeamMember, emptyTeamValues } from './teamForm';

describe('the team member form', () => {
  it('asks for the name, title and bio', () => {
    const result = checkTeamMember(emptyTeamValues());
    expect(!result.ok && result.errors).toEqual({
      name: 'Enter the team member’s name.',
      title: 'Enter the team member’s title.',
      bio: 'Enter a short bio.',
    });
  });

  it('refuses a profile link that is not a web address, and sends blank links as null', () => {
    const values = {
      ...emptyTeamValues(),
      name: 'Maya Okafor',
      title: 'Managing Partner',
      bio: 'Builds.',
    };
    const bad = checkTeamMember({ ...values, linkedinUrl: 'linkedin.com/in/maya' });
    expect(!bad.ok && bad.errors).toEqual({
      linkedinUrl: 'LinkedIn address must be a web address starting with http:// or https://.',
    });
    const good = checkTeamMember(values);
    expect(good.ok && good.input).toMatchObject({
      photoUrl: null,
      linkedinUrl: null,
      twitterUrl: null,
    });
  });
});
