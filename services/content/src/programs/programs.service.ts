import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { pageWindow, searchWhere, type ListQuery, type Paged } from '@sandglass/server';
import type { ProgramInput } from '@sandglass/shared';
import type { Repository } from 'typeorm';
import { isForeignKeyViolation } from '../common/database-errors.js';
import { definedFields } from '../common/defined-fields.js';
import { saveWithSlug } from '../common/slugs.js';
import { Program } from './program.entity.js';
import {
  ProgramHasApplicationsError,
  ProgramNotFoundError,
  ProgramSlugTakenError,
} from './programs.errors.js';

const SLUG_KEY = 'programs_slug_key';

@Injectable()
export class ProgramsService {
  constructor(@InjectRepository(Program) private readonly programs: Repository<Program>) {}

  /** In sort order, then by name: every row unless the query names a page size. */
  async list(query: ListQuery): Promise<Paged<Program>> {
    const [items, total] = await this.programs.findAndCount({
      where: searchWhere<Program>({}, ['name', 'description'], query.q),
      order: { sortOrder: 'ASC', name: 'ASC', id: 'ASC' },
      ...pageWindow(query, null),
    });
    return { items, total };
  }

  async find(id: string): Promise<Program> {
    const program = await this.programs.findOneBy({ id });
    if (!program) throw new ProgramNotFoundError();
    return program;
  }

  create(input: ProgramInput): Promise<Program> {
    const { slug, ...fields } = input;
    const program = this.programs.create({
      requirements: [],
      benefits: [],
      applicationDeadline: null,
      sortOrder: 0,
      ...definedFields(fields),
    });
    return this.saveSlugged(program, slug);
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
    try {
      const result = await this.programs.delete({ id });
      if (!result.affected) throw new ProgramNotFoundError();
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new ProgramHasApplicationsError();
      throw error;
    }
  }

  /** Saves with the chosen slug, or with one made from the name when none was chosen. */
  private saveSlugged(program: Program, requested?: string): Promise<Program> {
    return saveWithSlug({
      repository: this.programs,
      constraint: SLUG_KEY,
      requested,
      source: program.name,
      fallback: 'program',
      save: (slug) => {
        program.slug = slug;
        return this.programs.save(program);
      },
      taken: (slug) => new ProgramSlugTakenError(slug),
    });
  }
}
