import { CatalogController } from '../common/catalog.controller.js';
import * as dto from './portfolio.dto.js';
import { PortfolioCompanyNotFoundError } from './portfolio.errors.js';
import { toPortfolioCompany } from './portfolio.mapper.js';
import { PortfolioService } from './portfolio.service.js';

export const PortfolioController = CatalogController({
  resource: 'portfolio',
  service: PortfolioService,
  toBody: toPortfolioCompany,
  notFound: () => new PortfolioCompanyNotFoundError(),
  dto: [
    dto.PortfolioCompanyDto,
    dto.CreatePortfolioCompanyDto,
    dto.UpdatePortfolioCompanyDto,
    dto.ListPortfolioQuery,
  ],
  nouns: ['portfolio company', 'Portfolio companies'],
});
