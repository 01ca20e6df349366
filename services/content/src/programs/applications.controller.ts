import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Auth, ErrorResponse, IdPipe, Paginated, type Paged } from '@sandglass/server';
import type { ProgramApplication } from '@sandglass/shared';
import { ApplicationsService } from './applications.service.js';
import { toProgramApplication } from './programs.mapper.js';
import {
  CreateApplicationDto,
  ListApplicationsQuery,
  ProgramApplicationDto,
  UpdateApplicationDto,
} from './programs.dto.js';
import { ProgramNotFoundError, ApplicationNotFoundError } from './programs.errors.js';

@ApiTags('content: programs')
@Controller('api/programs')
export class ApplicationsController {
  constructor(private readonly applications: ApplicationsService) {}

  @Post(':id/applications')
  @ApiOperation({
    summary: 'Apply to a program',
    description:
      'Open programs only. The applicant receives a receipt by email and the firm a notification.',
  })
  @ApiCreatedResponse({ type: ProgramApplicationDto })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({
    description: 'The program is closed or upcoming, or its deadline has passed.',
    type: ErrorResponse,
  })
  async apply(
    @Param('id', IdPipe(() => new ProgramNotFoundError())) programId: string,
    @Body() dto: CreateApplicationDto,
  ): Promise<ProgramApplication> {
    const application = await this.applications.apply(programId, dto);
    return toProgramApplication(application, application.program!.name);
  }

  @Get('applications')
  @Auth('admin')
  @ApiOperation({
    summary: 'Program applications (admin)',
    description: 'Newest first, one page at a time.',
  })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @Paginated(ProgramApplicationDto)
  async list(@Query() query: ListApplicationsQuery): Promise<Paged<ProgramApplication>> {
    const { items, total } = await this.applications.list(query);
    return {
      items: items.map((application) =>
        toProgramApplication(application, application.program!.name),
      ),
      total,
    };
  }

  @Patch('applications/:id')
  @Auth('admin')
  @ApiOperation({ summary: 'Set an application’s status (admin)' })
  @ApiOkResponse({ type: ProgramApplicationDto })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async update(
    @Param('id', IdPipe(() => new ApplicationNotFoundError())) id: string,
    @Body() dto: UpdateApplicationDto,
  ): Promise<ProgramApplication> {
    const application = await this.applications.setStatus(id, dto.status);
    return toProgramApplication(application, application.program!.name);
  }
}
