import { Body, Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  Auth,
  CreateEndpoint,
  DeleteEndpoint,
  IdParam,
  ListEndpoint,
  SLUG_TAKEN,
  UpdateEndpoint,
  type Paged,
} from '@sandglass/server';
import type { Program } from '@sandglass/shared';
import {
  ProgramDto,
  CreateProgramDto,
  ListProgramsQuery,
  UpdateProgramDto,
} from './programs.dto.js';
import { ProgramNotFoundError } from './programs.errors.js';
import { toProgram } from './programs.mapper.js';
import { ProgramsService } from './programs.service.js';

const notFound = () => new ProgramNotFoundError();

/**
 * The programs (/api/programs): a public list in sort order that the admin console pages and searches, and admin
 * create, change and remove, over ProgramsService (the catalogue rules it shares with the others
 * are CatalogService's).
 */
@ApiTags('content: programs')
@Controller('api/programs')
export class ProgramsController {
  constructor(private readonly service: ProgramsService) {}

  @ListEndpoint(ProgramDto, {
    summary: 'Programs',
    description:
      'In sort order, then by name. Every row unless `pageSize` is given; the admin console pages and searches.',
  })
  async list(@Query() query: ListProgramsQuery): Promise<Paged<Program>> {
    const { items, total } = await this.service.list(query);
    return { items: items.map(toProgram), total };
  }

  @CreateEndpoint(ProgramDto, { summary: 'Add a program (admin)', conflict: SLUG_TAKEN })
  @Auth('admin')
  async create(@Body() input: CreateProgramDto): Promise<Program> {
    return toProgram(await this.service.create(input));
  }

  @UpdateEndpoint(ProgramDto, {
    summary: 'Change a program (admin)',
    description: 'Any subset of fields.',
    conflict: SLUG_TAKEN,
  })
  @Auth('admin')
  async update(@IdParam(notFound) id: string, @Body() input: UpdateProgramDto): Promise<Program> {
    return toProgram(await this.service.update(id, input));
  }

  @DeleteEndpoint({
    summary: 'Remove a program (admin)',
    description: 'Refused while it has applications: close it instead.',
    conflict: 'The program has applications.',
  })
  @Auth('admin')
  async remove(@IdParam(notFound) id: string): Promise<void> {
    await this.service.remove(id);
  }
}
