import type {
  Program as ProgramBody,
  ProgramApplication as ProgramApplicationBody,
} from '@sandglass/shared';
import type { ProgramApplication } from './program-application.entity.js';
import type { Program } from './program.entity.js';

/** The one place a program becomes an API body. */
export function toProgram(program: Program): ProgramBody {
  return {
    id: program.id,
    slug: program.slug,
    name: program.name,
    status: program.status,
    description: program.description,
    longDescription: program.longDescription,
    requirements: program.requirements ?? [],
    benefits: program.benefits ?? [],
    duration: program.duration,
    positions: program.positions,
    applicationDeadline: program.applicationDeadline,
    sortOrder: program.sortOrder,
    createdAt: program.createdAt.toISOString(),
    updatedAt: program.updatedAt.toISOString(),
  };
}

/** The one place an application becomes an API body. */
export function toProgramApplication(
  application: ProgramApplication,
  programName: string,
): ProgramApplicationBody {
  return {
    id: application.id,
    programId: application.programId,
    programName,
    name: application.name,
    email: application.email,
    linkedinUrl: application.linkedinUrl,
    portfolioUrl: application.portfolioUrl,
    message: application.message,
    status: application.status,
    createdAt: application.createdAt.toISOString(),
    updatedAt: application.updatedAt.toISOString(),
  };
}
