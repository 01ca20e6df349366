import { Injectable } from '@nestjs/common';
import type { ListQuery, Paged } from '@sandglass/server';
import type { ProgramInput } from '@sandglass/shared';
import { isForeignKeyViolation } from '../common/database-errors.js';
import { definedFields } from '../common/defined-fields.js';
import type { Program } from './program.entity.js';
import {
  ProgramHasApplicationsError,
  ProgramNotFoundError,
  ProgramSlugTakenError,
} from './programs.errors.js';
import { ProgramsRepository } from './programs.repository.js';

/** The programs' rules. Queries are ProgramsRepository's. */
@Injectable()
export class ProgramsService {
  constructor(private readonly programs: ProgramsRepository) {}

  /** In sort order, then by name: every row unless the query names a page size. */
  list(query: ListQuery): Promise<Paged<Program>> {
    return this.programs.list(query);
  }

  async find(id: string): Promise<Program> {
    const program = await this.programs.findById(id);
    if (!program) throw new ProgramNotFoundError();
    return program;
  }

  create(input: ProgramInput): Promise<Program> {
    const { slug, ...fields } = input;
    return this.saveSlugged(this.programs.build(definedFields(fields)), slug);
  }

  async update(id: string, input: Partial<ProgramInput>): Promise<Program> {
    const program = await this.find(id);
    const { slug, ...fields } = input;
    Object.assign(program, definedFields(fields));
    if (slug === undefined) return this.programs.save(program);
    return this.saveSlugged(program, slug);
  }

  /** Refused while applications exist (the foreign key decides), so none is ever lost. */
  async remove(id: string): Promise<void> {
    let deleted: boolean;
    try {
      deleted = await this.programs.delete(id);
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new ProgramHasApplicationsError();
      throw error;
    }
    if (!deleted) throw new ProgramNotFoundError();
  }

  /** Saves with the chosen slug, or with one made from the name when none was chosen. */
  private saveSlugged(program: Program, requested?: string): Promise<Program> {
    return this.programs.saveWithSlug(
      program,
      requested,
      (slug) => new ProgramSlugTakenError(slug),
    );
  }
}
