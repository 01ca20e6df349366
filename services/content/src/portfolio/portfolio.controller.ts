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
import type { PortfolioCompany } from '@sandglass/shared';
import {
  CreatePortfolioCompanyDto,
  ListPortfolioQuery,
  PortfolioCompanyDto,
  UpdatePortfolioCompanyDto,
} from './portfolio.dto.js';
import { PortfolioCompanyNotFoundError } from './portfolio.errors.js';
import { toPortfolioCompany } from './portfolio.mapper.js';
import { PortfolioService } from './portfolio.service.js';

const NOT_FOUND = () => new PortfolioCompanyNotFoundError();

@ApiTags('content: portfolio')
@Controller('api/portfolio')
export class PortfolioController {
  constructor(private readonly portfolio: PortfolioService) {}

  @Get()
  @ApiOperation({
    summary: 'Portfolio companies',
    description:
      'In sort order, then by name. Every row unless `pageSize` is given; the admin console pages and searches.',
  })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @Paginated(PortfolioCompanyDto)
  async list(@Query() query: ListPortfolioQuery): Promise<Paged<PortfolioCompany>> {
    const { items, total } = await this.portfolio.list(query);
    return { items: items.map(toPortfolioCompany), total };
  }

  @Post()
  @Auth('admin')
  @ApiOperation({ summary: 'Add a portfolio company (admin)' })
  @ApiCreatedResponse({ type: PortfolioCompanyDto })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiConflictResponse({ description: 'The slug is taken.', type: ErrorResponse })
  async create(@Body() dto: CreatePortfolioCompanyDto): Promise<PortfolioCompany> {
    return toPortfolioCompany(await this.portfolio.create(dto));
  }

  @Patch(':id')
  @Auth('admin')
  @ApiOperation({
    summary: 'Change a portfolio company (admin)',
    description: 'Any subset of fields.',
  })
  @ApiOkResponse({ type: PortfolioCompanyDto })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ description: 'The slug is taken.', type: ErrorResponse })
  async update(
    @Param('id', IdPipe(NOT_FOUND)) id: string,
    @Body() dto: UpdatePortfolioCompanyDto,
  ): Promise<PortfolioCompany> {
    return toPortfolioCompany(await this.portfolio.update(id, dto));
  }

  @Delete(':id')
  @Auth('admin')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove a portfolio company (admin)' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ErrorResponse })
  async remove(@Param('id', IdPipe(NOT_FOUND)) id: string): Promise<void> {
    await this.portfolio.remove(id);
  }
}
