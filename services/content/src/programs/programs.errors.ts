import { ConflictError, NotFoundError } from '@sandglass/server';
import type { ProgramStatus } from '@sandglass/shared';

export class ProgramNotFoundError extends NotFoundError {
  constructor() {
    super('No program has this id.', 'PROGRAM_NOT_FOUND');
  }
}

export class ProgramSlugTakenError extends ConflictError {
  constructor(slug: string) {
    super(
      `Another program already uses the slug "${slug}". Choose another one.`,
      'PROGRAM_SLUG_TAKEN',
    );
  }
}

export class ProgramHasApplicationsError extends ConflictError {
  constructor() {
    super(
      'This program has applications, so it cannot be deleted. Set its status to closed instead.',
      'PROGRAM_HAS_APPLICATIONS',
    );
  }
}

export class ProgramNotOpenError extends ConflictError {
  constructor(name: string, status: Exclude<ProgramStatus, 'open'>) {
    super(
      status === 'upcoming'
        ? `Applications for the ${name} program are not open yet. Please check back soon.`
        : `Applications for the ${name} program are closed.`,
      'PROGRAM_NOT_OPEN',
    );
  }
}

export class ApplicationDeadlinePassedError extends ConflictError {
  constructor(name: string, deadline: string) {
    super(
      `The application deadline for the ${name} program (${deadline}) has passed.`,
      'APPLICATION_DEADLINE_PASSED',
    );
  }
}

export class ApplicationNotFoundError extends NotFoundError {
  constructor() {
    super('No application has this id.', 'APPLICATION_NOT_FOUND');
  }
}
