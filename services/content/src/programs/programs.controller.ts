import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Auth, ErrorResponse, IdPipe, Paginated, type Paged } from '@sandglass/server';
import type { Program } from '@sandglass/shared';
import { toProgram } from './programs.mapper.js';
import {
  CreateProgramDto,
  ListProgramsQuery,
  ProgramDto,
  UpdateProgramDto,
} from './programs.dto.js';
import { ProgramsService } from './programs.service.js';
import { ProgramNotFoundError } from './programs.errors.js';

const NOT_FOUND = () => new ProgramNotFoundError();

@ApiTags('content: programs')
@Controller('api/programs')
export class ProgramsController {
  constructor(private readonly programs: ProgramsService) {}

  @Get()
  @ApiOperation({
    summary: 'Programs',
    description:
      'In sort order, then by name. Every row unless `pageSize` is given; the admin console pages and searches.',
  })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @Paginated(ProgramDto)
  async list(@Query() query: ListProgramsQuery): Promise<Paged<Program>> {
    const { items, total } = await this.programs.list(query);
    return { items: items.map(toProgram), total };
  }

  @Post()
  @Auth('admin')
  @ApiOperation({ summary: 'Add a program (admin)' })
  @ApiCreatedResponse({ type: ProgramDto })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiConflictResponse({ description: 'The slug is taken.', type: ErrorResponse })
  async create(@Body() dto: CreateProgramDto): Promise<Program> {
    return toProgram(await this.programs.create(dto));
  }

  @Patch(':id')
  @Auth('admin')
  @ApiOperation({ summary: 'Change a program (admin)', description: 'Any subset of fields.' })
  @ApiOkResponse({ type: ProgramDto })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ description: 'The slug is taken.', type: ErrorResponse })
  async update(
    @Param('id', IdPipe(NOT_FOUND)) id: string,
    @Body() dto: UpdateProgramDto,
  ): Promise<Program> {
    return toProgram(await this.programs.update(id, dto));
  }

  @Delete(':id')
  @Auth('admin')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Remove a program (admin)',
    description: 'Refused while it has applications: close it instead.',
  })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ description: 'The program has applications.', type: ErrorResponse })
  async remove(@Param('id', IdPipe(NOT_FOUND)) id: string): Promise<void> {
    await this.programs.remove(id);
  }
}
