import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { CatalogRepository } from '../common/catalog.repository.js';
import { Program } from './program.entity.js';

/** Every query of the programs: the service holds the rules, this holds the SQL. */
@Injectable()
export class ProgramsRepository extends CatalogRepository<Program> {
  constructor(@InjectRepository(Program) programs: Repository<Program>) {
    super(programs, {
      slugKey: 'programs_slug_key',
      slugFallback: 'program',
      searchFields: ['name', 'description'],
      defaults: { requirements: [], benefits: [], applicationDeadline: null, sortOrder: 0 },
    });
  }
}
