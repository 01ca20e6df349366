import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { pageWindow, searchWhere, type ListQuery, type Paged } from '@sandglass/server';
import type { PortfolioCompanyInput } from '@sandglass/shared';
import type { Repository } from 'typeorm';
import { definedFields } from '../common/defined-fields.js';
import { saveWithSlug } from '../common/slugs.js';
import { PortfolioCompany } from './portfolio-company.entity.js';
import { PortfolioCompanyNotFoundError, PortfolioSlugTakenError } from './portfolio.errors.js';

const SLUG_KEY = 'portfolio_companies_slug_key';

@Injectable()
export class PortfolioService {
  constructor(
    @InjectRepository(PortfolioCompany) private readonly companies: Repository<PortfolioCompany>,
  ) {}

  /** In sort order, then by name: every row unless the query names a page size. */
  async list(query: ListQuery): Promise<Paged<PortfolioCompany>> {
    const [items, total] = await this.companies.findAndCount({
      where: searchWhere<PortfolioCompany>({}, ['name', 'description'], query.q),
      order: { sortOrder: 'ASC', name: 'ASC', id: 'ASC' },
      ...pageWindow(query, null),
    });
    return { items, total };
  }

  create(input: PortfolioCompanyInput): Promise<PortfolioCompany> {
    const { slug, ...fields } = input;
    const company = this.companies.create({
      logo: null,
      aiTags: [],
      sortOrder: 0,
      ...definedFields(fields),
    });
    return this.saveSlugged(company, slug);
  }

  async update(id: string, input: Partial<PortfolioCompanyInput>): Promise<PortfolioCompany> {
    const company = await this.find(id);
    const { slug, ...fields } = input;
    Object.assign(company, definedFields(fields));
    if (slug === undefined) return this.companies.save(company);
    return this.saveSlugged(company, slug);
  }

  async remove(id: string): Promise<void> {
    const result = await this.companies.delete({ id });
    if (!result.affected) throw new PortfolioCompanyNotFoundError();
  }

  private async find(id: string): Promise<PortfolioCompany> {
    const company = await this.companies.findOneBy({ id });
    if (!company) throw new PortfolioCompanyNotFoundError();
    return company;
  }

  /** Saves with the chosen slug, or with one made from the name when none was chosen. */
  private saveSlugged(company: PortfolioCompany, requested?: string): Promise<PortfolioCompany> {
    return saveWithSlug({
      repository: this.companies,
      constraint: SLUG_KEY,
      requested,
      source: company.name,
      fallback: 'company',
      save: (slug) => {
        company.slug = slug;
        return this.companies.save(company);
      },
      taken: (slug) => new PortfolioSlugTakenError(slug),
    });
  }
}
