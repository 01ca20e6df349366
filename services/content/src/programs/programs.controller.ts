import { CatalogController } from '../common/catalog.controller.js';
import * as dto from './programs.dto.js';
import { ProgramNotFoundError } from './programs.errors.js';
import { toProgram } from './programs.mapper.js';
import { ProgramsService } from './programs.service.js';

export const ProgramsController = CatalogController({
  resource: 'programs',
  service: ProgramsService,
  toBody: toProgram,
  notFound: () => new ProgramNotFoundError(),
  dto: [dto.ProgramDto, dto.CreateProgramDto, dto.UpdateProgramDto, dto.ListProgramsQuery],
  nouns: ['program', 'Programs'],
  remove: {
    description: 'Refused while it has applications: close it instead.',
    conflict: 'The program has applications.',
  },
});
