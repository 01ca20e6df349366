import {
  COMPANY_STAGES,
  COMPANY_STATUSES,
  PORTFOLIO_CATEGORIES,
  type CompanyStage,
  type CompanyStatus,
  type PortfolioCategory,
} from '@sandglass/shared';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

@Entity('portfolio_companies')
@Index('portfolio_companies_order_idx', ['sortOrder', 'name'])
export class PortfolioCompany {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('portfolio_companies_slug_key', { unique: true })
  @Column({ type: 'varchar', length: 120 })
  slug: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

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

  @Column({ type: 'integer', default: 0 })
  sortOrder: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
