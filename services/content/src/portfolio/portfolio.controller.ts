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
import type { PortfolioCompany } from '@sandglass/shared';
import {
  PortfolioCompanyDto,
  CreatePortfolioCompanyDto,
  ListPortfolioQuery,
  UpdatePortfolioCompanyDto,
} from './portfolio.dto.js';
import { PortfolioCompanyNotFoundError } from './portfolio.errors.js';
import { toPortfolioCompany } from './portfolio.mapper.js';
import { PortfolioService } from './portfolio.service.js';

const notFound = () => new PortfolioCompanyNotFoundError();

/**
 * The portfolio (/api/portfolio): a public list in sort order that the admin console pages and searches, and admin
 * create, change and remove, over PortfolioService (the catalogue rules it shares with the others
 * are CatalogService's).
 */
@ApiTags('content: portfolio')
@Controller('api/portfolio')
export class PortfolioController {
  constructor(private readonly service: PortfolioService) {}

  @ListEndpoint(PortfolioCompanyDto, {
    summary: 'Portfolio companies',
    description:
      'In sort order, then by name. Every row unless `pageSize` is given; the admin console pages and searches.',
  })
  async list(@Query() query: ListPortfolioQuery): Promise<Paged<PortfolioCompany>> {
    const { items, total } = await this.service.list(query);
    return { items: items.map(toPortfolioCompany), total };
  }

  @CreateEndpoint(PortfolioCompanyDto, {
    summary: 'Add a portfolio company (admin)',
    conflict: SLUG_TAKEN,
  })
  @Auth('admin')
  async create(@Body() input: CreatePortfolioCompanyDto): Promise<PortfolioCompany> {
    return toPortfolioCompany(await this.service.create(input));
  }

  @UpdateEndpoint(PortfolioCompanyDto, {
    summary: 'Change a portfolio company (admin)',
    description: 'Any subset of fields.',
    conflict: SLUG_TAKEN,
  })
  @Auth('admin')
  async update(
    @IdParam(notFound) id: string,
    @Body() input: UpdatePortfolioCompanyDto,
  ): Promise<PortfolioCompany> {
    return toPortfolioCompany(await this.service.update(id, input));
  }

  @DeleteEndpoint({ summary: 'Remove a portfolio company (admin)' })
  @Auth('admin')
  async remove(@IdParam(notFound) id: string): Promise<void> {
    await this.service.remove(id);
  }
}
