import { Injectable } from '@nestjs/common';
import type { ListQuery, Paged } from '@sandglass/server';
import type { PortfolioCompanyInput } from '@sandglass/shared';
import { definedFields } from '../common/defined-fields.js';
import type { PortfolioCompany } from './portfolio-company.entity.js';
import { PortfolioCompanyNotFoundError, PortfolioSlugTakenError } from './portfolio.errors.js';
import { PortfolioRepository } from './portfolio.repository.js';

/** The portfolio's rules. Queries are PortfolioRepository's. */
@Injectable()
export class PortfolioService {
  constructor(private readonly companies: PortfolioRepository) {}

  /** In sort order, then by name: every row unless the query names a page size. */
  list(query: ListQuery): Promise<Paged<PortfolioCompany>> {
    return this.companies.list(query);
  }

  create(input: PortfolioCompanyInput): Promise<PortfolioCompany> {
    const { slug, ...fields } = input;
    return this.saveSlugged(this.companies.build(definedFields(fields)), slug);
  }

  async update(id: string, input: Partial<PortfolioCompanyInput>): Promise<PortfolioCompany> {
    const company = await this.companies.findById(id);
    if (!company) throw new PortfolioCompanyNotFoundError();
    const { slug, ...fields } = input;
    Object.assign(company, definedFields(fields));
    if (slug === undefined) return this.companies.save(company);
    return this.saveSlugged(company, slug);
  }

  async remove(id: string): Promise<void> {
    if (!(await this.companies.delete(id))) throw new PortfolioCompanyNotFoundError();
  }

  /** Saves with the chosen slug, or with one made from the name when none was chosen. */
  private saveSlugged(company: PortfolioCompany, requested?: string): Promise<PortfolioCompany> {
    return this.companies.saveWithSlug(
      company,
      requested,
      (slug) => new PortfolioSlugTakenError(slug),
    );
  }
}
