import { Injectable } from '@nestjs/common';
import type { ProgramInput } from '@sandglass/shared';
import { CatalogService } from '../common/catalog.service.js';
import { isForeignKeyViolation } from '../common/database-errors.js';
import type { Program } from './program.entity.js';
import {
  ProgramHasApplicationsError,
  ProgramNotFoundError,
  ProgramSlugTakenError,
} from './programs.errors.js';
import { ProgramsRepository } from './programs.repository.js';

/** The programs' rules: the catalogue's, and one of their own. Queries are ProgramsRepository's. */
@Injectable()
export class ProgramsService extends CatalogService<Program, ProgramInput> {
  constructor(programs: ProgramsRepository) {
    super(programs, {
      notFound: () => new ProgramNotFoundError(),
      slugTaken: (slug) => new ProgramSlugTakenError(slug),
    });
  }

  /** Refused while applications exist (the foreign key decides), so none is ever lost. */
  override async remove(id: string): Promise<void> {
    try {
      await super.remove(id);
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new ProgramHasApplicationsError();
      throw error;
    }
  }
}
