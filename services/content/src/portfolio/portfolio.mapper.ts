import type { PortfolioCompany as PortfolioCompanyBody } from '@sandglass/shared';
import type { PortfolioCompany } from './portfolio-company.entity.js';

/** The one place a portfolio company becomes an API body. */
export function toPortfolioCompany(company: PortfolioCompany): PortfolioCompanyBody {
  return {
    id: company.id,
    slug: company.slug,
    name: company.name,
    description: company.description,
    category: company.category,
    website: company.website,
    logo: company.logo,
    stage: company.stage,
    foundedYear: company.foundedYear,
    status: company.status,
    aiTags: company.aiTags ?? [],
    sortOrder: company.sortOrder,
    createdAt: company.createdAt.toISOString(),
    updatedAt: company.updatedAt.toISOString(),
  };
}
