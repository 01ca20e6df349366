import { Injectable } from '@nestjs/common';
import type { PortfolioCompanyInput } from '@sandglass/shared';
import { CatalogService } from '../common/catalog.service.js';
import type { PortfolioCompany } from './portfolio-company.entity.js';
import { PortfolioCompanyNotFoundError, PortfolioSlugTakenError } from './portfolio.errors.js';
import { PortfolioRepository } from './portfolio.repository.js';

/** The portfolio's rules: the catalogue's, with its errors. Queries are PortfolioRepository's. */
@Injectable()
export class PortfolioService extends CatalogService<PortfolioCompany, PortfolioCompanyInput> {
  constructor(companies: PortfolioRepository) {
    super(companies, {
      notFound: () => new PortfolioCompanyNotFoundError(),
      slugTaken: (slug) => new PortfolioSlugTakenError(slug),
    });
  }
}
