import {
  COMPANY_STAGES,
  COMPANY_STATUSES,
  PORTFOLIO_CATEGORIES,
  type CompanyStage,
  type CompanyStatus,
  type PortfolioCategory,
} from '@sandglass/shared';
import { Column } from 'typeorm';
import { CatalogEntity, CatalogRecord } from '../common/catalog-record.js';

@CatalogEntity('portfolio_companies')
export class PortfolioCompany extends CatalogRecord {
  @Column({ type: 'varchar', length: 1000 })
  description: string;

  @Column({ type: 'enum', enum: PORTFOLIO_CATEGORIES, enumName: 'portfolio_category' })
  category: PortfolioCategory;

  @Column({ type: 'varchar', length: 500 })
  website: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  logo: string | null;

  @Column({ type: 'enum', enum: COMPANY_STAGES, enumName: 'company_stage' })
  stage: CompanyStage;

  @Column({ type: 'smallint' })
  foundedYear: number;

  @Column({ type: 'enum', enum: COMPANY_STATUSES, enumName: 'company_status', default: 'active' })
  status: CompanyStatus;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  aiTags: string[];
}
