import { ConflictError, NotFoundError } from '@sandglass/server';

export class TeamMemberNotFoundError extends NotFoundError {
  constructor() {
    super('No team member has this id.', 'TEAM_MEMBER_NOT_FOUND');
  }
}

export class TeamSlugTakenError extends ConflictError {
  constructor(slug: string) {
    super(
      `Another team member already uses the slug "${slug}". Choose another one.`,
      'TEAM_SLUG_TAKEN',
    );
  }
}
