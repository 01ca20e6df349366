import { Body, Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  Auth,
  CreateEndpoint,
  IdParam,
  ListEndpoint,
  UpdateEndpoint,
  type Paged,
  TokenScope,
} from '@sandglass/server';
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

  @CreateEndpoint(
    ProgramApplicationDto,
    {
      summary: 'Apply to a program',
      description:
        'Open programs only. The applicant receives a receipt by email and the firm a notification.',
      conflict: 'The program is closed or upcoming, or its deadline has passed.',
    },
    ':id/applications',
  )
  async apply(
    @IdParam(() => new ProgramNotFoundError()) programId: string,
    @Body() dto: CreateApplicationDto,
  ): Promise<ProgramApplication> {
    const application = await this.applications.apply(programId, dto);
    return toProgramApplication(application, application.program!.name);
  }

  @ListEndpoint(
    ProgramApplicationDto,
    { summary: 'Program applications (admin)', description: 'Newest first, one page at a time.' },
    'applications',
  )
  @Auth('admin')
  @TokenScope('content:read')
  async list(@Query() query: ListApplicationsQuery): Promise<Paged<ProgramApplication>> {
    const { items, total } = await this.applications.list(query);
    return {
      items: items.map((application) =>
        toProgramApplication(application, application.program!.name),
      ),
      total,
    };
  }

  @UpdateEndpoint(
    ProgramApplicationDto,
    { summary: 'Set an application’s status (admin)' },
    'applications/:id',
  )
  @Auth('admin')
  @TokenScope('content:write')
  async update(
    @IdParam(() => new ApplicationNotFoundError()) id: string,
    @Body() dto: UpdateApplicationDto,
  ): Promise<ProgramApplication> {
    const application = await this.applications.setStatus(id, dto.status);
    return toProgramApplication(application, application.program!.name);
  }
}
