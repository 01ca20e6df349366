import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { CatalogRepository } from '../common/catalog.repository.js';
import { PortfolioCompany } from './portfolio-company.entity.js';

/** Every query of the portfolio: the service holds the rules, this holds the SQL. */
@Injectable()
export class PortfolioRepository extends CatalogRepository<PortfolioCompany> {
  constructor(@InjectRepository(PortfolioCompany) companies: Repository<PortfolioCompany>) {
    super(companies, {
      slugKey: 'portfolio_companies_slug_key',
      slugFallback: 'company',
      searchFields: ['name', 'description'],
      defaults: { logo: null, aiTags: [], sortOrder: 0 },
    });
  }
}
