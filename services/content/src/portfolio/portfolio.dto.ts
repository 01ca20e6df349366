import { ListQuery, SearchQuery } from '@sandglass/server';
import { ApiProperty, PartialType } from '@nestjs/swagger';
import {
  COMPANY_STAGES,
  COMPANY_STATUSES,
  DESCRIPTION_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PORTFOLIO_CATEGORIES,
  SORT_ORDER_MAX,
  type CompanyStage,
  type CompanyStatus,
  type PortfolioCategory,
  type PortfolioCompany,
  type PortfolioCompanyInput,
} from '@sandglass/shared';
import {
  ChoiceField,
  FoundedYearField,
  ImageUrlField,
  IntField,
  SlugField,
  TagsField,
  TextField,
  WebUrlField,
} from '../common/fields.js';
import { CatalogRecordDto } from '../common/responses.dto.js';

export class PortfolioCompanyDto
  extends CatalogRecordDto({
    slug: 'lattice-labs',
    name: 'Lattice Labs',
  })
  implements PortfolioCompany
{
  @ApiProperty()
  description: string;

  @ApiProperty({ enum: PORTFOLIO_CATEGORIES })
  category: PortfolioCategory;

  @ApiProperty({ example: 'https://lattice-labs.example.com' })
  website: string;

  @ApiProperty({ type: String, nullable: true, description: 'null: show the initials.' })
  logo: string | null;

  @ApiProperty({ enum: COMPANY_STAGES })
  stage: CompanyStage;

  @ApiProperty({ example: 2023 })
  foundedYear: number;

  @ApiProperty({ enum: COMPANY_STATUSES })
  status: CompanyStatus;

  @ApiProperty({ type: [String], example: ['Model Routing', 'MLOps'] })
  aiTags: string[];
}

export class CreatePortfolioCompanyDto implements PortfolioCompanyInput {
  @TextField('Name', {
    required: 'Enter the company name.',
    max: NAME_MAX_LENGTH,
    singleLine: true,
    example: 'Lattice Labs',
  })
  name: string;

  @SlugField('company')
  slug?: string;

  @TextField('Description', {
    required: 'Enter a description of the company.',
    max: DESCRIPTION_MAX_LENGTH,
  })
  description: string;

  @ChoiceField('Category', PORTFOLIO_CATEGORIES, { required: 'Choose a category.' })
  category: PortfolioCategory;

  @WebUrlField('Website', {
    required: 'Enter the company website.',
    example: 'https://lattice-labs.example.com',
  })
  website: string;

  @ImageUrlField('Logo')
  logo?: string | null;

  @ChoiceField('Stage', COMPANY_STAGES, { required: 'Choose a stage.' })
  stage: CompanyStage;

  @FoundedYearField({ required: 'Enter the year the company was founded.' })
  foundedYear: number;

  @ChoiceField('Status', COMPANY_STATUSES, { required: 'Choose a status.' })
  status: CompanyStatus;

  @TagsField('AI tags', { nullable: false })
  aiTags?: string[];

  @IntField('Sort order', {
    min: 0,
    max: SORT_ORDER_MAX,
    nullable: false,
    description: 'Ascending; the home page shows the first 6.',
  })
  sortOrder?: number;
}

export class UpdatePortfolioCompanyDto extends PartialType(CreatePortfolioCompanyDto, {
  skipNullProperties: false,
}) {}

export class ListPortfolioQuery extends ListQuery {
  @SearchQuery('Matches the name or description, ignoring case.')
  override q?: string;
}
